import { createFileRoute } from '@tanstack/react-router'
import { ArticleGrid } from '../../blog/ArticleGrid.tsx'
import { BlogError } from '../../blog/BlogError.tsx'
import { CategoryFilter } from '../../blog/CategoryFilter.tsx'
import { loadBlogList } from '../../blog/list-page.ts'
import { BlogPending } from '../../blog/BlogPending.tsx'
import { PageIntro } from '../../ui/PageIntro.tsx'
import { m } from '../../paraglide/messages.js'
import { pageHead } from '../../seo/head.ts'
import { BlogSearch } from '../../blog/schemas.ts'

export const Route = createFileRoute('/blog/')({
  validateSearch: BlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps }) => loadBlogList({ page: deps.page }),
  head: ({ match }) => pageHead('/blog', match.context.site, { page: match.search.page }),
  component: BlogPage,
  pendingComponent: BlogPending,
  errorComponent: BlogError,
})

function BlogPage() {
  const { list, categories, locale } = Route.useLoaderData()
  return (
    <>
      <PageIntro title={m.pages_blog_title()} intro={m.pages_blog_intro()} />
      <CategoryFilter categories={categories} />
      <ArticleGrid list={list} locale={locale} />
    </>
  )
}
