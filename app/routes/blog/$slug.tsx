import { createFileRoute } from '@tanstack/react-router'
import { loadArticle, useArticle } from '../../blog/article-page.ts'
import { ArticleView } from '../../blog/ArticleView.tsx'
import { BlogError } from '../../blog/BlogError.tsx'
import { NotFoundPage } from '../../layout/NotFoundPage.tsx'
import { BlogPending } from '../../blog/BlogPending.tsx'
import { m } from '../../paraglide/messages.js'
import { getLocale } from '../../paraglide/runtime.js'
import { articleHead } from '../../seo/head.ts'

export const Route = createFileRoute('/blog/$slug')({
  loader: ({ context, params }) => loadArticle(context.queryClient, params.slug),
  head: ({ match, loaderData }) => (loaderData ? articleHead(loaderData.seo, match.context.site) : {}),
  component: ArticlePage,
  pendingComponent: BlogPending,
  errorComponent: BlogError,
  notFoundComponent: ArticleNotFound,
})

function ArticlePage() {
  return <ArticleView article={useArticle(Route.useParams().slug)} locale={getLocale()} />
}

function ArticleNotFound() {
  return <NotFoundPage title={m.pages_article_not_found()} text={m.pages_article_not_found_text()} />
}
