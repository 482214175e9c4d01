import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../../../layout/NotFoundPage.tsx'
import { m } from '../../../paraglide/messages.js'

// Categories come from the database with the blog issue; until then none exists (an honest 404;
// the root route gives the not-found title and noindex).
export const Route = createFileRoute('/blog/category/$categorySlug')({
  loader: () => {
    throw notFound()
  },
  notFoundComponent: CategoryNotFound,
})

function CategoryNotFound() {
  return <NotFoundPage title={m.pages_category_not_found()} text={m.pages_category_not_found_text()} />
}
