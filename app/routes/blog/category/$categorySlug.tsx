import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { loadOnce } from '../../../lib/load-once.ts'
import { ArticleGrid } from '../../../blog/ArticleGrid.tsx'
import { CategoryFilter } from '../../../blog/CategoryFilter.tsx'
import { BlogSearchSection } from '../../../search/BlogSearchSection.tsx'
import { blogSearchField } from '../../../search/deferred.ts'
import { loadBlogList } from '../../../blog/list-page.ts'
import { BlogSearch } from '../../../blog/schemas.ts'
import { useListPage } from '../../../blog/use-blog-data.ts'
import { NotFoundPage } from '../../../layout/NotFoundPage.tsx'
import { PageIntro } from '../../../ui/PageIntro.tsx'
import { BlogPending } from '../../../blog/BlogPending.tsx'
import { m } from '../../../paraglide/messages.js'
import { headBuilders, headOfLoader } from '../../../seo/route-head.ts'

export const Route = createFileRoute('/blog/category/$categorySlug')({
  validateSearch: BlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ params, deps, context }) => {
    const [data, builders] = await Promise.all([
      loadBlogList({ categorySlug: params.categorySlug, page: deps.page }),
      headBuilders(),
      blogSearchField.preload(),
    ])
    return {
      ...data,
      head: data.list.category ? builders.categoryHead(data.list.category, context.site, deps.page) : undefined,
    }
  },
  head: headOfLoader,
  component: CategoryPage,
  pendingComponent: BlogPending,
  // Shown only when the blog's data fails: its code loads then, not with the page.
  errorComponent: lazyRouteComponent(
    loadOnce(() => import('../../../blog/BlogError.tsx')),
    'BlogError',
  ),
  notFoundComponent: CategoryNotFound,
})

function CategoryPage() {
  const { categorySlug } = Route.useParams()
  const loaded = Route.useLoaderData()
  const { locale } = loaded
  const { list, categories } = useListPage({ locale, categorySlug, page: Route.useLoaderDeps().page }, loaded)
  const category = list.category?.name ?? ''
  return (
    <>
      <PageIntro title={m.pages_category_title({ category })} intro={m.pages_category_intro({ category })} />
      <BlogSearchSection locale={locale} />
      <CategoryFilter categories={categories} activeSlug={categorySlug} />
      <ArticleGrid list={list} locale={locale} />
    </>
  )
}

function CategoryNotFound() {
  return <NotFoundPage title={m.pages_category_not_found()} text={m.pages_category_not_found_text()} />
}
