import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../../layout/NotFoundPage.tsx'
import { m } from '../../paraglide/messages.js'
import { pageHead } from '../../seo/head.ts'

// Articles come from the database with the blog issue; until then no slug exists (an honest 404).
export const Route = createFileRoute('/blog/$slug')({
  loader: () => {
    throw notFound()
  },
  head: ({ match }) => pageHead('/blog/$slug', match.context.site),
  notFoundComponent: ArticleNotFound,
})

function ArticleNotFound() {
  return <NotFoundPage title={m.pages_article_not_found()} text={m.pages_article_not_found_text()} />
}
