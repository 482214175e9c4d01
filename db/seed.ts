// Loads content/blog into the database: categories, then each article folder's en.md and de.md,
// rendered to sanitised HTML once. Upserts by article and language; a translation whose source is
// unchanged is left alone, so running it twice changes nothing. Articles whose folder is gone are
// removed. The server runs it at every start (db/start.server.ts), `npm run db:seed` by hand.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { and, eq, notInArray, sql } from 'drizzle-orm'
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

/** What content/blog holds: the articles that read well, and a problem for each that does not. */
export interface BlogContent {
  sources: ArticleSource[]
  /** Every article folder, good or not (an article whose files have a problem is still there). */
  ids: string[]
  /** Per article with a problem: its folder and what is wrong, naming the file. */
  problems: Array<{ id: string; problem: string }>
}

/** Reads and validates every article; an article with a problem is left out and named. */
export function readBlogContent(dir = resolve(process.cwd(), 'content/blog')): BlogContent {
  const ids = readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort()
  const problems: BlogContent['problems'] = []
  let sources: ArticleSource[] = []
  for (const id of ids) {
    try {
      const pair = locales.map((locale) => parseFile(id, locale, join(dir, id, `${locale}.md`)))
      if (new Set(pair.map((source) => source.frontmatter.category)).size > 1)
        throw new Error(`${id}: en.md and de.md name different categories`)
      sources.push(...pair)
    } catch (error) {
      problems.push({ id, problem: error instanceof Error ? error.message : String(error) })
    }
  }
  for (const locale of locales) {
    const slugs = sources.filter((s) => s.locale === locale).map((s) => s.frontmatter.slug)
    for (const slug of new Set(slugs.filter((slug, index) => slugs.indexOf(slug) !== index))) {
      const clashing = sources.filter((s) => s.locale === locale && s.frontmatter.slug === slug).map((s) => s.id)
      for (const id of clashing) problems.push({ id, problem: `two ${locale} articles use the slug "${slug}"` })
      sources = sources.filter((s) => !clashing.includes(s.id))
    }
  }
  return { sources, ids, problems }
}

/** Reads and validates every article; throws naming the file at the first problem. */
export function loadBlogContent(dir?: string): ArticleSource[] {
  const { sources, problems } = readBlogContent(dir)
  if (problems[0]) throw new Error(problems[0].problem)
  return sources
}

export interface SeedReport {
  inserted: string[]
  updated: string[]
  unchanged: string[]
  removed: string[]
  /** Search entries written or removed (unchanged ones are not written). */
  searchEntries: number
  /** Articles left as the database has them, each with what is wrong with its files. */
  skipped: Array<{ id: string; problem: string }>
  /** Rows changed in the database directly since the seed wrote them, kept: their file is unchanged. */
  editedInDatabase: string[]
  /** Rows changed in the database directly, replaced now because their file changed. */
  replacedEdits: string[]
}

type TranslationRow = typeof blogArticleTranslations.$inferSelect
/** The columns the seed writes from a file: what an edit in the database would change. */
const SEEDED_COLUMNS = [
  'slug',
  'title',
  'excerpt',
  'bodyHtml',
  'readingMinutes',
  'publishedOn',
  'updatedOn',
  'coverAlt',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
] as const
type SeededColumns = Pick<TranslationRow, (typeof SEEDED_COLUMNS)[number]>

const rowHash = (row: SeededColumns) =>
  createHash('sha256')
    .update(JSON.stringify(SEEDED_COLUMNS.map((column) => row[column])))
    .digest('hex')
    .slice(0, 32)

/**
 * source_hash is `<hash of the file>:<hash of the row as the seed wrote it>`: the first says whether
 * the file changed, the second whether the row was changed in the database since (an older seed wrote
 * the file's hash alone; anything else, such as 'stale', says "write the file again").
 */
function seededHashes(stored: string | undefined): { file?: string; row?: string } {
  const [file, row] = (stored ?? '').split(':')
  return { file: file || undefined, row }
}

function seededColumns(source: ArticleSource): SeededColumns {
  const { frontmatter: fm } = source
  return {
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
  }
}

/**
 * Makes the blog what content/blog says, in one transaction (raising the content version when a row
 * changes). An article whose files have a problem is skipped and kept as the database has it (also
 * when its folder is the one with the problem); a row changed in the database directly is kept while
 * its file is unchanged and replaced when the file changes, both reported.
 */
export async function seedBlog(db: Database, dir?: string): Promise<SeedReport> {
  const { sources, ids, problems } = readBlogContent(dir)
  const report: SeedReport = {
    inserted: [],
    updated: [],
    unchanged: [],
    removed: [],
    searchEntries: 0,
    skipped: problems,
    editedInDatabase: [],
    replacedEdits: [],
  }
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
      (await tx.select().from(blogArticleTranslations)).map((row) => [`${row.articleId}/${row.locale}`, row]),
    )
    if (ids.length > 0) {
      const gone = await tx
        .delete(blogArticles)
        .where(notInArray(blogArticles.id, ids))
        .returning({ id: blogArticles.id })
      report.removed.push(...gone.map((row) => row.id))
    }
    for (const source of sources) {
      const label = `${source.id}/${source.locale}`
      const current = existing.get(label)
      const seeded = seededHashes(current?.sourceHash)
      const edited = current !== undefined && seeded.row !== undefined && rowHash(current) !== seeded.row
      if (seeded.file === source.hash) {
        report.unchanged.push(label)
        if (edited) report.editedInDatabase.push(label)
        // Written by an older seed: record the row the file gives, so a later edit is seen.
        else if (current && seeded.row === undefined) {
          const columns = seededColumns(source)
          if (rowHash(current) !== rowHash(columns)) report.editedInDatabase.push(label)
          await tx
            .update(blogArticleTranslations)
            .set({ sourceHash: `${source.hash}:${rowHash(columns)}` })
            .where(
              and(eq(blogArticleTranslations.articleId, source.id), eq(blogArticleTranslations.locale, source.locale)),
            )
        }
        continue
      }
      if (edited) report.replacedEdits.push(label)
      const { frontmatter: fm } = source
      await tx
        .insert(blogArticles)
        .values({ id: source.id, categoryKey: fm.category, coverImage: `/images/blog/${source.id}.svg` })
        .onConflictDoUpdate({
          target: blogArticles.id,
          set: { categoryKey: fm.category, coverImage: `/images/blog/${source.id}.svg` },
        })
      const columns = seededColumns(source)
      const row = {
        articleId: source.id,
        locale: source.locale,
        ...columns,
        sourceHash: `${source.hash}:${rowHash(columns)}`,
        seededAt: sql`now()`,
      }
      await tx
        .insert(blogArticleTranslations)
        .values(row)
        .onConflictDoUpdate({
          target: [blogArticleTranslations.articleId, blogArticleTranslations.locale],
          set: omit(row, 'articleId', 'locale'),
        })
      ;(current === undefined ? report.inserted : report.updated).push(label)
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
    `skipped ${report.skipped.length}${list(report.skipped.map((skip) => skip.problem))}`,
    `edited in the database, kept ${report.editedInDatabase.length}${list(report.editedInDatabase)}`,
    `edited in the database, replaced ${report.replacedEdits.length}${list(report.replacedEdits)}`,
  ].join('\n')
}
