import type { Locale } from '../i18n/locale.ts'
// The blog's data as the pages see it: types only, so browser code may import them (the queries
// that fill them are in blog.server.ts).

export interface CategoryRef {
  key: string
  slug: string
  name: string
}

export interface ArticleCard {
  slug: string
  title: string
  excerpt: string
  publishedOn: string
  readingMinutes: number
  coverImage: string
  coverAlt: string
  category: CategoryRef
}

export interface ArticleDetail extends ArticleCard {
  bodyHtml: string
  updatedOn: string
  seoTitle: string
  seoDescription: string
  seoKeywords: string[]
  /** The same article in the other language, when it exists. */
  counterpartSlug: string | null
  related: ArticleCard[]
}

export interface ArticlePage {
  items: ArticleCard[]
  total: number
  page: number
  pageCount: number
  /** The filtered category with its slug in each language; null for the unfiltered list. */
  category: (CategoryRef & { slugs: Record<Locale, string> }) | null
}

export interface CategoryCount extends CategoryRef {
  count: number
}

export interface ArticleUrlRow {
  articleId: string
  locale: Locale
  slug: string
  updatedOn: string
}
