import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { loadOnce } from '../../lib/load-once.ts'
import { ArticleGrid } from '../../blog/ArticleGrid.tsx'
import { CategoryFilter } from '../../blog/CategoryFilter.tsx'
import { BlogSearchSection } from '../../search/BlogSearchSection.tsx'
import { blogSearchField } from '../../search/deferred.ts'
import { loadBlogList } from '../../blog/list-page.ts'
import { BlogPending } from '../../blog/BlogPending.tsx'
import { PageIntro } from '../../ui/PageIntro.tsx'
import { m } from '../../paraglide/messages.js'
import { headBuilders, headOfLoader } from '../../seo/route-head.ts'
import { BlogSearch } from '../../blog/schemas.ts'
import { useListPage } from '../../blog/use-blog-data.ts'

export const Route = createFileRoute('/blog/')({
  validateSearch: BlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ deps, context }) => {
    const [data, builders] = await Promise.all([
      loadBlogList({ page: deps.page }),
      headBuilders(),
      blogSearchField.preload(),
    ])
    return { ...data, head: builders.pageHead('/blog', context.site, { page: deps.page }) }
  },
  head: headOfLoader,
  component: BlogPage,
  pendingComponent: BlogPending,
  // Shown only when the blog's data fails: its code loads then, not with the page.
  errorComponent: lazyRouteComponent(
    loadOnce(() => import('../../blog/BlogError.tsx')),
    'BlogError',
  ),
})

function BlogPage() {
  const loaded = Route.useLoaderData()
  const { locale } = loaded
  const { list, categories } = useListPage({ locale, page: Route.useLoaderDeps().page }, loaded)
  return (
    <>
      <PageIntro title={m.pages_blog_title()} intro={m.pages_blog_intro()} />
      <BlogSearchSection locale={locale} />
      <CategoryFilter categories={categories} />
      <ArticleGrid list={list} locale={locale} />
    </>
  )
}
