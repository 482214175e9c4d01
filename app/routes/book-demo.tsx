import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../layout/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/book-demo')({
  head: ({ match }) => pageHead('/book-demo', match.context.site),
  component: BookDemoPage,
})

function BookDemoPage() {
  return <PageIntro title={m.pages_book_demo_title()} intro={m.pages_book_demo_intro()} />
}
