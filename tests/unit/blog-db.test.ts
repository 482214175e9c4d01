// The blog's reads against a real database: embedded PGlite always, PostgreSQL as well when
// TEST_DATABASE_URL is set, in a database of the file's own (tests/support/test-databases.ts).
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findArticle, listArticles, listCategories } from '../../app/blog/blog.server.ts'
import { ArticleInput, ListInput, PAGE_SIZE } from '../../app/blog/schemas.ts'
import { type Connection, isBlogEmpty } from '../../db/client.server.ts'
import { blogArticleTranslations } from '../../db/schema.ts'
import { seedBlog } from '../../db/seed.ts'
import { closeOpened, testDatabases } from '../support/test-databases.ts'

describe.each(testDatabases('blog_db'))('blog on %s', (_driver, open, dispose) => {
  let connection: Connection
  beforeAll(async () => {
    connection = await open()
  }, 60_000)
  afterAll(async () => {
    await closeOpened(connection)
    await dispose()
  })

  it('starts empty after the migrations, and the seed fills it', async () => {
    expect(await isBlogEmpty(connection.db)).toBe(true)
    const first = await seedBlog(connection.db)
    expect(first.inserted).toHaveLength(22)
    expect(await isBlogEmpty(connection.db)).toBe(false)
  })

  it('changes nothing when seeded again: same report, same rows', async () => {
    const snapshot = () =>
      connection.db
        .select()
        .from(blogArticleTranslations)
        .orderBy(blogArticleTranslations.articleId, blogArticleTranslations.locale)
    const before = await snapshot()
    const again = await seedBlog(connection.db)
    expect({ ...again, unchanged: again.unchanged.length }).toEqual({
      inserted: [],
      updated: [],
      unchanged: 22,
      removed: [],
      searchEntries: 0,
      skipped: [],
      editedInDatabase: [],
      replacedEdits: [],
    })
    expect(await snapshot()).toEqual(before)
  })

  it('lists a language newest first, a page at a time', async () => {
    const first = await listArticles(connection.db, { locale: 'de', page: 1 })
    expect(first?.total).toBe(11)
    expect(first?.items).toHaveLength(PAGE_SIZE)
    expect(first?.pageCount).toBe(2)
    const dates = first?.items.map((item) => item.publishedOn) ?? []
    expect([...dates].sort().reverse()).toEqual(dates)
    const second = await listArticles(connection.db, { locale: 'de', page: 2 })
    expect(second?.items).toHaveLength(11 - PAGE_SIZE)
    expect(second?.items.map((i) => i.slug)).not.toContain(first?.items[0]?.slug)
  })

  it('filters by a category slug of the same language, with both slugs for the switcher', async () => {
    const list = await listArticles(connection.db, { locale: 'en', categorySlug: 'roi-and-efficiency', page: 1 })
    expect(list?.total).toBe(2)
    expect(list?.items.every((item) => item.category.key === 'roi-efficiency')).toBe(true)
    expect(list?.category?.slugs).toEqual({ en: 'roi-and-efficiency', de: 'roi-und-effizienz' })
    expect(await listArticles(connection.db, { locale: 'de', categorySlug: 'roi-and-efficiency', page: 1 })).toBeNull()
    expect(await listArticles(connection.db, { locale: 'en', categorySlug: 'nope', page: 1 })).toBeNull()
  })

  it('finds an article with its counterpart and related articles, same category first', async () => {
    const article = await findArticle(connection.db, { locale: 'en', slug: 'hwg-compliance-healthcare-advertising' })
    expect(article?.counterpartSlug).toBe('hwg-konforme-heilmittelwerbung-digital')
    expect(article?.bodyHtml).toContain('<h2>')
    expect(article?.readingMinutes).toBeGreaterThanOrEqual(3)
    expect(article?.related).toHaveLength(3)
    expect(article?.related.map((r) => r.slug)).not.toContain('hwg-compliance-healthcare-advertising')

    const workflow = await findArticle(connection.db, { locale: 'en', slug: 'shorter-mlr-approval-cycles' })
    expect(workflow?.related[0]?.category.key).toBe('automation-workflows')
    const back = await findArticle(connection.db, { locale: 'de', slug: article?.counterpartSlug ?? '' })
    expect(back?.counterpartSlug).toBe('hwg-compliance-healthcare-advertising')
  })

  it('does not find a slug of the other language or an unknown one', async () => {
    expect(await findArticle(connection.db, { locale: 'de', slug: 'hwg-compliance-healthcare-advertising' })).toBeNull()
    expect(await findArticle(connection.db, { locale: 'en', slug: 'nope' })).toBeNull()
  })

  it('counts the articles of each category in order', async () => {
    const categories = await listCategories(connection.db, 'de')
    expect(categories).toHaveLength(7)
    expect(categories[0]?.key).toBe('compliance-regulation')
    expect(categories.reduce((sum, category) => sum + category.count, 0)).toBe(11)
  })

  // Last: it removes a translation.
  it('finds an article whose translation is missing, without a counterpart', async () => {
    const missing = and(
      eq(blogArticleTranslations.locale, 'de'),
      eq(blogArticleTranslations.slug, 'hwg-konforme-heilmittelwerbung-digital'),
    )
    await connection.db.delete(blogArticleTranslations).where(missing)
    try {
      const article = await findArticle(connection.db, { locale: 'en', slug: 'hwg-compliance-healthcare-advertising' })
      expect(article?.counterpartSlug).toBeNull()
      expect(article?.title).toBeTruthy()
      expect(article?.related).toHaveLength(3)
    } finally {
      // The browser tests' server reuses this PostgreSQL database and seeds only an empty blog:
      // put the translation back, or the German article is gone for them.
      await seedBlog(connection.db)
    }
    expect(await connection.db.select().from(blogArticleTranslations).where(missing)).toHaveLength(1)
  })
})

describe('server function input', () => {
  it.each([
    ['a quote', "quote'", false],
    ['an SQL fragment', 'x; drop table blog_articles;--', false],
    ['unicode', 'ümlaut', false],
    ['10,000 characters', 'a'.repeat(10_000), false],
    ['capitals', 'UPPER', false],
    ['a real slug', 'ki-agenten', true],
  ])('slug with %s', (_label, slug, valid) => {
    expect(v.safeParse(ArticleInput, { locale: 'en', slug }).success).toBe(valid)
  })

  it('rejects unknown locales and out-of-range pages', () => {
    expect(v.safeParse(ListInput, { locale: 'fr' }).success).toBe(false)
    expect(v.safeParse(ListInput, { locale: 'en', page: 0 }).success).toBe(false)
    expect(v.safeParse(ListInput, { locale: 'en', page: 1.5 }).success).toBe(false)
    expect(v.parse(ListInput, { locale: 'en' }).page).toBe(1)
  })
})
