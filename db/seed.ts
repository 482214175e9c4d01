// Loads content/blog into the database: categories, then each article folder's en.md and de.md,
// rendered to sanitised HTML once. Upserts by article and language; a translation whose source is
// unchanged is left alone, so running it twice changes nothing. Articles whose folder is gone are removed.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { notInArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { categoryContent } from '../content/blog/categories.ts'
import { omit } from '../app/lib/typed-object.ts'
import { splitArticleFile } from './article-file.ts'
import type { Database } from './client.server.ts'
import { plainText, readingMinutes, renderMarkdown } from './markdown.server.ts'
import { rebuildSearchTerms, type SearchEntry, upsertSearchEntries } from './search-index.ts'
import { pathOfPage } from '../app/i18n/paths.ts'
import { blogArticles, blogArticleTranslations, blogCategories, blogCategoryTranslations } from './schema.ts'
import { type Locale, locales } from '../app/i18n/locale.ts'

// Bump when renderMarkdown's output changes, so every article is rendered again.
const RENDER_VERSION = '1'

const isoDate = v.pipe(v.string(), v.isoDate())
const Frontmatter = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(80)),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120)),
  excerpt: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
  category: v.picklist(categoryContent.map((category) => category.key)),
  published: isoDate,
  updated: isoDate,
  coverAlt: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  seoTitle: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(70)),
  seoDescription: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(160)),
  seoKeywords: v.array(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  // Written by `npm run i18n:mark` in a translation: the language it was translated from, and which
  // version of that source (scripts/i18n/source-hash.ts). Read by `npm run i18n:status` only.
  translatedFrom: v.optional(v.picklist(locales)),
  sourceHash: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/))),
})

export interface ArticleSource {
  id: string
  locale: Locale
  frontmatter: v.InferOutput<typeof Frontmatter>
  markdown: string
  hash: string
}

function parseFile(id: string, locale: Locale, path: string): ArticleSource {
  const text = readFileSync(path, 'utf8')
  const file = splitArticleFile(text)
  if (!file) throw new Error(`${path}: no frontmatter block between --- lines`)
  const result = v.safeParse(Frontmatter, file.data)
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`${path}: ${problems.join('; ')}`)
  }
  const hash = createHash('sha256').update(RENDER_VERSION).update(text).digest('hex')
  return { id, locale, frontmatter: result.output, markdown: file.body, hash }
}

/** Reads and validates every article; throws naming the file at the first problem. */
export function loadBlogContent(dir = resolve(process.cwd(), 'content/blog')): ArticleSource[] {
  const folders = readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort()
  const sources = folders.flatMap((id) => locales.map((locale) => parseFile(id, locale, join(dir, id, `${locale}.md`))))
  for (const id of folders) {
    const [en, de] = locales.map((locale) => sources.find((s) => s.id === id && s.locale === locale))
    if (en?.frontmatter.category !== de?.frontmatter.category)
      throw new Error(`${id}: en.md and de.md name different categories`)
  }
  for (const locale of locales) {
    const slugs = sources.filter((s) => s.locale === locale).map((s) => s.frontmatter.slug)
    const duplicate = slugs.find((slug, index) => slugs.indexOf(slug) !== index)
    if (duplicate) throw new Error(`two ${locale} articles use the slug "${duplicate}"`)
  }
  return sources
}

export interface SeedReport {
  inserted: string[]
  updated: string[]
  unchanged: string[]
  removed: string[]
  /** Search entries written or removed (unchanged ones are not written). */
  searchEntries: number
}

export async function seedBlog(db: Database, dir?: string): Promise<SeedReport> {
  const sources = loadBlogContent(dir)
  const report: SeedReport = { inserted: [], updated: [], unchanged: [], removed: [], searchEntries: 0 }
  await db.transaction(async (tx) => {
    for (const [position, category] of categoryContent.entries()) {
      await tx
        .insert(blogCategories)
        .values({ key: category.key, position })
        .onConflictDoUpdate({ target: blogCategories.key, set: { position } })
      for (const locale of locales) {
        const { slug, name } = category[locale]
        await tx
          .insert(blogCategoryTranslations)
          .values({ categoryKey: category.key, locale, slug, name })
          .onConflictDoUpdate({
            target: [blogCategoryTranslations.categoryKey, blogCategoryTranslations.locale],
            set: { slug, name },
          })
      }
    }

    const existing = new Map(
      (
        await tx
          .select({
            id: blogArticleTranslations.articleId,
            locale: blogArticleTranslations.locale,
            hash: blogArticleTranslations.sourceHash,
          })
          .from(blogArticleTranslations)
      ).map((row) => [`${row.id}/${row.locale}`, row.hash]),
    )
    const ids = [...new Set(sources.map((source) => source.id))]
    if (ids.length > 0) {
      const gone = await tx
        .delete(blogArticles)
        .where(notInArray(blogArticles.id, ids))
        .returning({ id: blogArticles.id })
      report.removed.push(...gone.map((row) => row.id))
    }
    for (const source of sources) {
      const label = `${source.id}/${source.locale}`
      const hash = existing.get(label)
      if (hash === source.hash) {
        report.unchanged.push(label)
        continue
      }
      const { frontmatter: fm } = source
      await tx
        .insert(blogArticles)
        .values({ id: source.id, categoryKey: fm.category, coverImage: `/images/blog/${source.id}.svg` })
        .onConflictDoUpdate({
          target: blogArticles.id,
          set: { categoryKey: fm.category, coverImage: `/images/blog/${source.id}.svg` },
        })
      const row = {
        articleId: source.id,
        locale: source.locale,
        slug: fm.slug,
        title: fm.title,
        excerpt: fm.excerpt,
        bodyHtml: renderMarkdown(source.markdown),
        readingMinutes: readingMinutes(source.markdown),
        publishedOn: fm.published,
        updatedOn: fm.updated,
        coverAlt: fm.coverAlt,
        seoTitle: fm.seoTitle,
        seoDescription: fm.seoDescription,
        seoKeywords: fm.seoKeywords,
        sourceHash: source.hash,
        seededAt: sql`now()`,
      }
      await tx
        .insert(blogArticleTranslations)
        .values(row)
        .onConflictDoUpdate({
          target: [blogArticleTranslations.articleId, blogArticleTranslations.locale],
          set: omit(row, 'articleId', 'locale'),
        })
      ;(hash === undefined ? report.inserted : report.updated).push(label)
    }
    // Every article's entry is offered: unchanged ones are skipped by the upsert, missing ones written.
    // A removed article's entries went with it (the foreign key cascades); its words go with the rebuild.
    report.searchEntries = (await upsertSearchEntries(tx, sources.map(searchEntryOf))) + report.removed.length
    if (report.searchEntries > 0) await rebuildSearchTerms(tx, locales)
  })
  return report
}

function searchEntryOf(source: ArticleSource): SearchEntry {
  const { frontmatter: fm, locale } = source
  return {
    key: `article:${source.id}:${locale}`,
    locale,
    kind: 'article',
    articleId: source.id,
    path: pathOfPage('/blog/$slug', { slug: fm.slug }, locale) ?? '',
    title: fm.title,
    description: fm.excerpt,
    category: categoryContent.find((category) => category.key === fm.category)?.[locale].name ?? '',
    body: plainText(source.markdown),
    publishedOn: fm.published,
  }
}

export function describeReport(report: SeedReport): string {
  const list = (items: string[]) => (items.length > 0 ? `: ${items.join(', ')}` : '')
  return [
    `inserted ${report.inserted.length}${list(report.inserted)}`,
    `updated ${report.updated.length}${list(report.updated)}`,
    `unchanged ${report.unchanged.length}`,
    `removed ${report.removed.length}${list(report.removed)}`,
    `search entries written or removed ${report.searchEntries}`,
  ].join('\n')
}
