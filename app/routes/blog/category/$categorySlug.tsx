import { createFileRoute } from '@tanstack/react-router'
import { ArticleGrid } from '../../../blog/ArticleGrid.tsx'
import { BlogError } from '../../../blog/BlogError.tsx'
import { CategoryFilter } from '../../../blog/CategoryFilter.tsx'
import { loadBlogList } from '../../../blog/list-page.ts'
import { BlogSearch } from '../../../blog/schemas.ts'
import { NotFoundPage } from '../../../layout/NotFoundPage.tsx'
import { PageIntro } from '../../../ui/PageIntro.tsx'
import { BlogPending } from '../../../blog/BlogPending.tsx'
import { m } from '../../../paraglide/messages.js'
import { categoryHead } from '../../../seo/head.ts'

export const Route = createFileRoute('/blog/category/$categorySlug')({
  validateSearch: BlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ params, deps }) => loadBlogList({ categorySlug: params.categorySlug, page: deps.page }),
  head: ({ match, loaderData }) =>
    loaderData?.list.category ? categoryHead(loaderData.list.category, match.context.site, match.search.page) : {},
  component: CategoryPage,
  pendingComponent: BlogPending,
  errorComponent: BlogError,
  notFoundComponent: CategoryNotFound,
})

function CategoryPage() {
  const { categorySlug } = Route.useParams()
  const { list, categories, locale } = Route.useLoaderData()
  const category = list.category?.name ?? ''
  return (
    <>
      <PageIntro title={m.pages_category_title({ category })} intro={m.pages_category_intro({ category })} />
      <CategoryFilter categories={categories} activeSlug={categorySlug} />
      <ArticleGrid list={list} locale={locale} />
    </>
  )
}

function CategoryNotFound() {
  return <NotFoundPage title={m.pages_category_not_found()} text={m.pages_category_not_found_text()} />
}
