// The article route's data, as list-page.ts is the lists': load it in the route loader (server
// rendering and hydration share one fetch) and read it in the component.
import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { getLocale } from '../paraglide/runtime.js'
import type { ArticleSeo } from '../seo/head.ts'
import { articlePaths } from './article-paths.ts'
import { articleQuery } from './queries.ts'
import { isSlug } from './schemas.ts'
import type { ArticleDetail } from './types.ts'

export async function loadArticle(queryClient: QueryClient, slug: string) {
  const locale = getLocale()
  // A slug that cannot exist (quotes, SQL, unicode, 10,000 characters) is a 404 without a query.
  if (!isSlug(slug)) throw notFound()
  const article = await queryClient.ensureQueryData(articleQuery({ locale, slug }))
  if (!article) throw notFound()
  const seo: ArticleSeo = {
    slug,
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
  }
  const paths = articlePaths(seo, locale)
  // The language switcher's target: the translated article, else (no entry) the other blog index.
  const alternates = paths.en !== null && paths.de !== null ? { en: paths.en, de: paths.de } : undefined
  return { seo, alternates }
}

export function useArticle(slug: string): ArticleDetail {
  const { data } = useSuspenseQuery(articleQuery({ locale: getLocale(), slug }))
  // The loader has answered a missing article with the not-found page already.
  if (!data) throw notFound()
  return data
}
