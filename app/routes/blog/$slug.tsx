import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../../layout/NotFoundPage.tsx'
import { m } from '../../paraglide/messages.js'

// Articles come from the database with the blog issue; until then no slug exists (an honest 404;
// the root route gives the not-found title and noindex).
export const Route = createFileRoute('/blog/$slug')({
  loader: () => {
    throw notFound()
  },
  notFoundComponent: ArticleNotFound,
})

function ArticleNotFound() {
  return <NotFoundPage title={m.pages_article_not_found()} text={m.pages_article_not_found_text()} />
}
