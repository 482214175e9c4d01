import { createFileRoute } from '@tanstack/react-router'
import { preloadProductSections } from '../product/deferred.ts'
import { ProductPage } from '../product/ProductPage.tsx'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/product')({
  // The deferred sections' code, so server rendering and client navigations render them at once.
  loader: () => preloadProductSections(),
  head: ({ match }) => pageHead('/product', match.context.site),
  component: ProductPage,
})
