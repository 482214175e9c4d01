import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { loadOnce } from '../../lib/load-once.ts'
import { loadArticle } from '../../blog/article-page.ts'
import { ArticleView } from '../../blog/ArticleView.tsx'
import { NotFoundPage } from '../../layout/NotFoundPage.tsx'
import { BlogPending } from '../../blog/BlogPending.tsx'
import { useArticle } from '../../blog/use-blog-data.ts'
import { m } from '../../paraglide/messages.js'
import { getLocale } from '../../paraglide/runtime.js'
import { headBuilders, headOfLoader } from '../../seo/route-head.ts'

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ params, context }) => {
    const [data, builders] = await Promise.all([loadArticle(params.slug), headBuilders()])
    return { ...data, head: builders.articleHead(data.article, context.site) }
  },
  head: headOfLoader,
  component: ArticlePage,
  pendingComponent: BlogPending,
  // Shown only when the blog's data fails: its code loads then, not with the page.
  errorComponent: lazyRouteComponent(
    loadOnce(() => import('../../blog/BlogError.tsx')),
    'BlogError',
  ),
  notFoundComponent: ArticleNotFound,
})

function ArticlePage() {
  const { slug } = Route.useParams()
  const locale = getLocale()
  const article = useArticle({ locale, slug }, Route.useLoaderData({ select: (data) => data.article }))
  return <ArticleView article={article} locale={locale} />
}

function ArticleNotFound() {
  return <NotFoundPage title={m.pages_article_not_found()} text={m.pages_article_not_found_text()} />
}
