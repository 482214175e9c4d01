import { createFileRoute } from '@tanstack/react-router'
import { BookDemoPage } from '../company/BookDemoPage.tsx'
import { staticPageHead } from '../seo/route-head.ts'

export const Route = createFileRoute('/book-demo')({
  ...staticPageHead('/book-demo'),
  component: BookDemoPage,
})
