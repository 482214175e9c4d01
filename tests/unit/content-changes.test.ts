// Content changes are heard where the render cache lives: the content tables' triggers and the
// migrator notify, the watcher hears it (PGlite always; PostgreSQL too with TEST_DATABASE_URL, where
// it also says when it cannot hear and when it can again). Unchanged upserts stay silent.
import { and, eq } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Connection, openConnection } from '../../db/client.server.ts'
import { type ContentEvents, type ContentWatch, watchContentChanges } from '../../db/content-changes.server.ts'
import { blogArticleTranslations } from '../../db/schema.ts'
import { seedBlog } from '../../db/seed.ts'
import { startProxy, throughProxy } from '../../scripts/lib/tcp-proxy.ts'
import { testDatabases } from '../support/test-databases.ts'

/** Records what the watcher says. */
function recorder() {
  const heard: string[] = []
  const events: ContentEvents = {
    changed: (what) => heard.push(`changed ${what}`),
    listening: () => heard.push('listening'),
    lost: () => heard.push('lost'),
  }
  return { heard, events }
}

const FAST = { pingMs: 200 }

describe.each(testDatabases('content_changes'))('content changes on %s', (_driver, open, dispose) => {
  let connection: Connection
  let watch: ContentWatch | undefined
  const { heard, events } = recorder()

  beforeAll(async () => {
    connection = await open()
    await seedBlog(connection.db)
    watch = await watchContentChanges(connection.notifications, events, FAST)
    await vi.waitFor(() => expect(heard).toContain('listening'), { timeout: 10_000 })
  }, 60_000)
  afterAll(async () => {
    await watch?.stop()
    await connection?.close()
    await dispose()
  })

  const where = and(
    eq(blogArticleTranslations.articleId, 'hwg-compliance-healthcare-advertising'),
    eq(blogArticleTranslations.locale, 'en'),
  )

  it('hears a changed article row, and a seed that changes nothing stays silent', async () => {
    heard.length = 0
    await seedBlog(connection.db)
    await connection.db.update(blogArticleTranslations).set({ title: 'A changed title' }).where(where)
    await expect.poll(() => heard, { timeout: 5_000 }).toContain('changed blog_article_translations')
    expect(heard.filter((event) => event.startsWith('changed'))).toEqual(['changed blog_article_translations'])
  })

  it('hears the seed that puts the content back', async () => {
    await connection.db.update(blogArticleTranslations).set({ sourceHash: 'stale' }).where(where)
    heard.length = 0
    const report = await seedBlog(connection.db)
    expect(report.updated).toEqual(['hwg-compliance-healthcare-advertising/en'])
    await expect.poll(() => heard, { timeout: 5_000 }).toContain('changed blog_article_translations')
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL listener', () => {
  const adminUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://unused')
  const name = `listener_${process.pid}_${Date.now()}`
  let admin: postgres.Sql

  beforeAll(async () => {
    admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => undefined })
    await admin.unsafe(`create database ${name}`)
  })
  afterAll(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('hears a migration, says when it cannot hear, and starts again when it can', async () => {
    const proxy = await startProxy(adminUrl)
    const url = throughProxy(adminUrl, proxy)
    url.pathname = `/${name}`
    const { heard, events } = recorder()
    const watch = await watchContentChanges({ url: url.toString() }, events, FAST)
    try {
      await expect.poll(() => heard, { timeout: 10_000 }).toContain('listening')
      // A fresh database: opening it applies every migration, which is announced.
      const direct = new URL(adminUrl)
      direct.pathname = `/${name}`
      const connection = await openConnection({ url: direct.toString(), poolMax: 2 })
      await connection.close()
      await expect.poll(() => heard, { timeout: 5_000 }).toContain('changed migration')

      heard.length = 0
      proxy.cut()
      await expect.poll(() => heard, { timeout: 10_000 }).toContain('lost')
      proxy.restore()
      await expect.poll(() => heard, { timeout: 30_000 }).toContain('listening')
      expect(heard.indexOf('lost')).toBeLessThan(heard.indexOf('listening'))
    } finally {
      await watch.stop()
      await proxy.close()
    }
  }, 60_000)
})
