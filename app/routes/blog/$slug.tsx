import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ArticleView } from '../../blog/ArticleView.tsx'
import type { ArticleDetail } from '../../blog/blog.server.ts'
import { BlogError } from '../../blog/BlogError.tsx'
import { articleQuery } from '../../blog/queries.ts'
import { isSlug } from '../../blog/schemas.ts'
import { pathOfPage } from '../../i18n/paths.ts'
import { NotFoundPage } from '../../layout/NotFoundPage.tsx'
import { BlogPending } from '../../blog/BlogPending.tsx'
import { m } from '../../paraglide/messages.js'
import { getLocale } from '../../paraglide/runtime.js'
import { articleHead } from '../../seo/head.ts'

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context, params }) => {
    const locale = getLocale()
    // A slug that cannot exist (quotes, SQL, unicode, 10,000 characters) is a 404 without a query.
    if (!isSlug(params.slug)) throw notFound()
    const article = await context.queryClient.ensureQueryData(articleQuery({ locale, slug: params.slug }))
    if (!article) throw notFound()
    const other = locale === 'de' ? 'en' : 'de'
    return {
      seo: {
        slug: params.slug,
        title: article.title,
        seoTitle: article.seoTitle,
        seoDescription: article.seoDescription,
        seoKeywords: article.seoKeywords,
        coverImage: article.coverImage,
        coverAlt: article.coverAlt,
        publishedOn: article.publishedOn,
        updatedOn: article.updatedOn,
        category: { name: article.category.name, slug: article.category.slug },
        counterpartSlug: article.counterpartSlug,
      },
      // The language switcher's target: the translated article, else (no entry) the other blog index.
      alternates: article.counterpartSlug
        ? { [locale]: pathOfPage('/blog/$slug', params, locale), [other]: pathOfPage('/blog/$slug', { slug: article.counterpartSlug }, other) }
        : undefined,
    }
  },
  head: ({ match, loaderData }) => (loaderData ? articleHead(loaderData.seo, match.context.site) : {}),
  component: ArticlePage,
  pendingComponent: BlogPending,
  errorComponent: BlogError,
  notFoundComponent: ArticleNotFound,
})

function ArticlePage() {
  const { slug } = Route.useParams()
  const locale = getLocale()
  const { data } = useSuspenseQuery(articleQuery({ locale, slug }))
  return <ArticleView article={data as ArticleDetail} locale={locale} />
}

function ArticleNotFound() {
  return <NotFoundPage title={m.pages_article_not_found()} text={m.pages_article_not_found_text()} />
}
