import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../layout/PageIntro.tsx'
import { m } from '../../paraglide/messages.js'
import { pageHead } from '../../seo/head.ts'

export const Route = createFileRoute('/blog/')({
  head: ({ match }) => pageHead('/blog', match.context.site),
  component: BlogPage,
})

function BlogPage() {
  return <PageIntro title={m.pages_blog_title()} intro={m.pages_blog_intro()} />
}
