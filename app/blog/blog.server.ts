// Blog reads. Server-only: the server functions in blog.functions.ts call the `read*` entry points
// (the process's database); tests and the SEO files pass a database of their own.
import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type Database, getDb } from '../../db/client.server.ts'
import {
  blogArticles,
  blogArticleTranslations as t,
  blogCategories,
  blogCategoryTranslations as c,
} from '../../db/schema.ts'
import { PAGE_SIZE, RELATED_COUNT } from './schemas.ts'
import type { ArticleCard, ArticleDetail, ArticlePage, ArticleUrlRow, CategoryCount } from './types.ts'
import { type Locale, otherLocale } from '../i18n/locale.ts'

const cardColumns = {
  slug: t.slug,
  title: t.title,
  excerpt: t.excerpt,
  publishedOn: t.publishedOn,
  readingMinutes: t.readingMinutes,
  coverImage: blogArticles.coverImage,
  coverAlt: t.coverAlt,
  category: { key: c.categoryKey, slug: c.slug, name: c.name },
}

// A translation's article and its category's name in the same language.
const articleOfTranslation = eq(blogArticles.id, t.articleId)
const categoryIn = (locale: Locale) => and(eq(c.categoryKey, blogArticles.categoryKey), eq(c.locale, locale))

function cards(db: Database, locale: Locale) {
  return db.select(cardColumns).from(t).innerJoin(blogArticles, articleOfTranslation).innerJoin(c, categoryIn(locale))
}

/** One page of the list, newest first; null when the category slug is unknown. */
export async function listArticles(
  db: Database,
  input: { locale: Locale; categorySlug?: string; page: number },
): Promise<ArticlePage | null> {
  let category: ArticlePage['category'] = null
  if (input.categorySlug) {
    const [found] = await db
      .select({ key: c.categoryKey, slug: c.slug, name: c.name })
      .from(c)
      .where(and(eq(c.locale, input.locale), eq(c.slug, input.categorySlug)))
    if (!found) return null
    const slugs = await db.select({ locale: c.locale, slug: c.slug }).from(c).where(eq(c.categoryKey, found.key))
    const slugIn = (locale: Locale) => slugs.find((row) => row.locale === locale)?.slug ?? found.slug
    category = { ...found, slugs: { en: slugIn('en'), de: slugIn('de') } }
  }
  const filter = and(eq(t.locale, input.locale), category ? eq(blogArticles.categoryKey, category.key) : undefined)
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(t)
    .innerJoin(blogArticles, eq(blogArticles.id, t.articleId))
    .where(filter)
  const items = await cards(db, input.locale)
    .where(filter)
    .orderBy(desc(t.publishedOn), t.slug)
    .limit(PAGE_SIZE)
    .offset((input.page - 1) * PAGE_SIZE)
  return { items, total, page: input.page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), category }
}

/** One article with its counterpart slug and related articles (same category first, then newest). */
export async function findArticle(
  db: Database,
  input: { locale: Locale; slug: string },
): Promise<ArticleDetail | null> {
  // Two queries, not four: the article, its details and its counterpart's slug come in one row.
  const other = otherLocale(input.locale)
  const counterpart = alias(t, 'counterpart')
  const [found] = await db
    .select({
      ...cardColumns,
      articleId: t.articleId,
      bodyHtml: t.bodyHtml,
      updatedOn: t.updatedOn,
      seoTitle: t.seoTitle,
      seoDescription: t.seoDescription,
      seoKeywords: t.seoKeywords,
      counterpartSlug: counterpart.slug,
    })
    .from(t)
    .innerJoin(blogArticles, articleOfTranslation)
    .innerJoin(c, categoryIn(input.locale))
    .leftJoin(counterpart, and(eq(counterpart.articleId, t.articleId), eq(counterpart.locale, other)))
    .where(and(eq(t.locale, input.locale), eq(t.slug, input.slug)))
    .limit(1)
  if (!found) return null
  const { articleId, ...article } = found
  const related = await cards(db, input.locale)
    .where(and(eq(t.locale, input.locale), ne(t.articleId, articleId)))
    .orderBy(sql`(${blogArticles.categoryKey} = ${article.category.key}) desc`, desc(t.publishedOn), t.slug)
    .limit(RELATED_COUNT)
  return { ...article, related }
}

/** The categories in their order, with the number of articles in this language. */
export async function listCategories(db: Database, locale: Locale): Promise<CategoryCount[]> {
  return db
    .select({
      key: c.categoryKey,
      slug: c.slug,
      name: c.name,
      count: sql<number>`(select count(*)::int from ${t} inner join ${blogArticles} on ${blogArticles.id} = ${t.articleId}
        where ${t.locale} = ${locale} and ${blogArticles.categoryKey} = ${c.categoryKey})`,
    })
    .from(c)
    .innerJoin(blogCategories, eq(blogCategories.key, c.categoryKey))
    .where(eq(c.locale, locale))
    .orderBy(blogCategories.position)
}

/** Every article translation's slug and last change, for the sitemap. */
export async function listArticleUrls(db: Database): Promise<ArticleUrlRow[]> {
  const rows = await db
    .select({ articleId: t.articleId, locale: t.locale, slug: t.slug, updatedOn: t.updatedOn })
    .from(t)
    .orderBy(t.articleId, t.locale)
  return rows
}

/** Every category's slug per language, for the sitemap. */
export async function listCategorySlugs(db: Database): Promise<Array<{ key: string; locale: Locale; slug: string }>> {
  const rows = await db
    .select({ key: c.categoryKey, locale: c.locale, slug: c.slug })
    .from(c)
    .orderBy(c.categoryKey, c.locale)
  return rows
}

/** The newest articles of a language, for its RSS feed. */
export async function listFeedArticles(db: Database, locale: Locale, limit: number): Promise<ArticleCard[]> {
  return cards(db, locale).where(eq(t.locale, locale)).orderBy(desc(t.publishedOn), t.slug).limit(limit)
}

// The server functions' entry points, on the process's database.
export const readArticleList = async (input: Parameters<typeof listArticles>[1]) => listArticles(await getDb(), input)
export const readArticle = async (input: Parameters<typeof findArticle>[1]) => findArticle(await getDb(), input)
export const readCategories = async (locale: Locale) => listCategories(await getDb(), locale)
