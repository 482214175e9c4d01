import { createFileRoute } from '@tanstack/react-router'
import { productSections } from '../product/deferred.ts'
import { workflowScreen } from '../screens/deferred.ts'
import { ProductPage } from '../product/ProductPage.tsx'
import { headBuilders, headOfLoader } from '../seo/route-head.ts'

export const Route = createFileRoute('/product')({
  // The deferred sections' code, so server rendering and client navigations render them at once.
  loader: async ({ context }) => {
    const [builders] = await Promise.all([headBuilders(), productSections.preload(), workflowScreen.preload()])
    return { head: builders.pageHead('/product', context.site) }
  },
  head: headOfLoader,
  component: ProductPage,
})
