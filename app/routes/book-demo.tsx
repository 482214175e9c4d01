import { createFileRoute } from '@tanstack/react-router'
import { BookDemoPage } from '../company/BookDemoPage.tsx'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/book-demo')({
  head: ({ match }) => pageHead('/book-demo', match.context.site),
  component: BookDemoPage,
})
