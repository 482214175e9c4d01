import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../../../layout/NotFoundPage.tsx'
import { m } from '../../../paraglide/messages.js'
import { pageHead } from '../../../seo/head.ts'

// Categories come from the database with the blog issue; until then none exists (an honest 404).
export const Route = createFileRoute('/blog/category/$categorySlug')({
  loader: () => {
    throw notFound()
  },
  head: ({ match }) => pageHead('/blog/category/$categorySlug', match.context.site),
  notFoundComponent: CategoryNotFound,
})

function CategoryNotFound() {
  return <NotFoundPage title={m.pages_category_not_found()} text={m.pages_category_not_found_text()} />
}
