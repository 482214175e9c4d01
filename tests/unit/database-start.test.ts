// The server's start-up with its database: a failed step never leaves an opened database behind
// (each retry would open another: with PGlite, several instances on one data folder), and an article
// with broken front matter does not take the site down: the rest is served, and /readyz says so. An
// edit made in the database directly is kept while its file is unchanged and reported when replaced.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Connection, addOpenStep, closeConnection, getConnection } from '../../db/client.server.ts'
import { contentLoad } from '../../db/content-load.ts'
import { healthResponse } from '../../db/health.server.ts'
import { blogArticleTranslations } from '../../db/schema.ts'
import { seedBlog } from '../../db/seed.ts'
import { openDatabaseAtStart } from '../../db/start.server.ts'
import { testDatabases } from '../support/test-databases.ts'

const ARTICLE = 'ai-agents-healthcare-marketing-explained'
let content: string
beforeAll(() => {
  content = mkdtempSync(join(tmpdir(), 'content-'))
  cpSync('content/blog', content, { recursive: true })
})
afterAll(() => {
  rmSync(content, { recursive: true, force: true })
})
const articleFile = () => join(content, ARTICLE, 'en.md')
const editFile = (from: RegExp, to: string) =>
  writeFileSync(
    articleFile(),
    readFileSync(articleFile(), 'utf8').replace(from, () => to),
  )

describe('opening the process database', () => {
  afterEach(async () => {
    await closeConnection()
    cpSync('content/blog', content, { recursive: true })
  })

  it('closes the database it opened when a start-up step fails, before the next request opens another', async () => {
    process.env.PGLITE_DATA_DIR = 'memory://'
    delete process.env.DATABASE_URL
    const opened: Connection[] = []
    addOpenStep((connection) => {
      opened.push(connection)
      return Promise.reject(new Error('content/blog/x/en.md: title: Invalid length'))
    })
    await expect(getConnection()).rejects.toThrow(/Invalid length/)
    await expect(getConnection()).rejects.toThrow(/Invalid length/)
    expect(opened).toHaveLength(2)
    expect(opened.map((connection) => connection.pglite?.closed)).toEqual([true, true])
  })

  it('serves the other articles when one has broken front matter, and /readyz names it', async () => {
    process.env.PGLITE_DATA_DIR = 'memory://'
    delete process.env.DATABASE_URL
    editFile(/^title: .*$/m, 'title: [broken')
    openDatabaseAtStart(undefined, content)
    const { db } = await getConnection()
    const rows = await db.select({ id: blogArticleTranslations.articleId }).from(blogArticleTranslations)
    expect(rows).toHaveLength(20)
    expect(rows.map((row) => row.id)).not.toContain(ARTICLE)
    expect(contentLoad()).toEqual({ content: 'partly loaded', skippedArticles: [ARTICLE] })
    const ready = await healthResponse('/readyz')
    expect(ready?.status).toBe(200)
    expect(await ready?.json()).toEqual({
      status: 'ready',
      database: 'ok',
      content: 'partly loaded',
      skippedArticles: [ARTICLE],
    })
  })
})

describe.each(testDatabases('content_follow'))('following content/blog on %s', (_driver, open, dispose) => {
  let connection: Connection
  const where = and(eq(blogArticleTranslations.articleId, ARTICLE), eq(blogArticleTranslations.locale, 'en'))
  const title = async () => (await connection.db.select().from(blogArticleTranslations).where(where))[0]?.title

  beforeAll(async () => {
    cpSync('content/blog', content, { recursive: true })
    connection = await open()
    await seedBlog(connection.db, content)
  }, 60_000)
  afterAll(async () => {
    await connection.close()
    await dispose()
  })

  it('keeps a broken article as the database has it and updates the others', async () => {
    editFile(/^title: .*$/m, 'title: ""')
    const report = await seedBlog(connection.db, content)
    expect(report.skipped).toEqual([{ id: ARTICLE, problem: expect.stringMatching(/en\.md: title:/) as string }])
    expect(report.removed).toEqual([])
    expect(await title()).toMatch(/^AI Agents in Healthcare Marketing/)
    cpSync('content/blog', content, { recursive: true })
  })

  it('keeps an edit made in the database while its file is unchanged, and says so', async () => {
    await connection.db.update(blogArticleTranslations).set({ title: 'Edited in psql' }).where(where)
    const report = await seedBlog(connection.db, content)
    expect(report.editedInDatabase).toEqual([`${ARTICLE}/en`])
    expect(report.updated).toEqual([])
    expect(await title()).toBe('Edited in psql')
  })

  it('replaces that edit when the file changes, and says so', async () => {
    editFile(/^title: .*$/m, 'title: "A new title from content"')
    const report = await seedBlog(connection.db, content)
    expect(report.updated).toEqual([`${ARTICLE}/en`])
    expect(report.replacedEdits).toEqual([`${ARTICLE}/en`])
    expect(await title()).toBe('A new title from content')
    const again = await seedBlog(connection.db, content)
    expect([again.updated, again.editedInDatabase, again.replacedEdits]).toEqual([[], [], []])
  })

  it('sees an edit to a row an older seed wrote (the file hash alone)', async () => {
    const [row] = await connection.db.select().from(blogArticleTranslations).where(where)
    const fileHash = row?.sourceHash.split(':')[0] ?? ''
    await connection.db.update(blogArticleTranslations).set({ sourceHash: fileHash }).where(where)
    expect((await seedBlog(connection.db, content)).editedInDatabase).toEqual([])
    await connection.db.update(blogArticleTranslations).set({ title: 'Edited again' }).where(where)
    expect((await seedBlog(connection.db, content)).editedInDatabase).toEqual([`${ARTICLE}/en`])
  })
})
