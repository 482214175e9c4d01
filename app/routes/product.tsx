import { createFileRoute } from '@tanstack/react-router'
import { ProductPage } from '../product/ProductPage.tsx'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/product')({
  head: ({ match }) => pageHead('/product', match.context.site),
  component: ProductPage,
})
