import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../layout/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/product')({
  head: ({ match }) => pageHead('/product', match.context.site),
  component: ProductPage,
})

function ProductPage() {
  return <PageIntro title={m.pages_product_title()} intro={m.pages_product_intro()} />
}
