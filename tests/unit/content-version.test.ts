// The content version is raised where the render cache needs it: by a change to the content tables
// (in the changing transaction, so it shows exactly when the change does), by the seed that puts the
// content back and by a migration; a seed that changes nothing leaves it. PGlite always; PostgreSQL
// too with TEST_DATABASE_URL, where it is also read through PgBouncer in transaction mode when
// Debian's pgbouncer is installed (scripts/lib/pgbouncer.ts).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Connection, openConnection, resultRows } from '../../db/client.server.ts'
import journal from '../../db/migrations/meta/_journal.json' with { type: 'json' }
import { readContentVersion } from '../../db/content-version.server.ts'
import { blogArticleTranslations } from '../../db/schema.ts'
import { seedBlog } from '../../db/seed.ts'
import { PGBOUNCER_BINARY, startPgbouncer } from '../../scripts/lib/pgbouncer.ts'
import { testDatabases } from '../support/test-databases.ts'

describe.each(testDatabases('content_version'))('the content version on %s', (_driver, open, dispose) => {
  let connection: Connection
  const version = () => readContentVersion(connection.db)

  beforeAll(async () => {
    connection = await open()
    await seedBlog(connection.db)
  }, 60_000)
  afterAll(async () => {
    await connection.close()
    await dispose()
  })

  const where = and(
    eq(blogArticleTranslations.articleId, 'hwg-compliance-healthcare-advertising'),
    eq(blogArticleTranslations.locale, 'en'),
  )

  it('is raised by the migrations a fresh database was opened with', async () => {
    // 1 from migration 0009, raised once the migrations were applied, and by the seed's rows.
    expect(await version()).toBeGreaterThan(1)
  })

  it('is raised by a changed article row, and left by a seed that changes nothing', async () => {
    const before = await version()
    await seedBlog(connection.db)
    expect(await version()).toBe(before)
    await connection.db.update(blogArticleTranslations).set({ title: 'A changed title' }).where(where)
    expect(await version()).toBeGreaterThan(before)
  })

  it('is raised by the seed that puts the content back', async () => {
    await connection.db.update(blogArticleTranslations).set({ sourceHash: 'stale' }).where(where)
    const before = await version()
    const report = await seedBlog(connection.db)
    expect(report.updated).toEqual(['hwg-compliance-healthcare-advertising/en'])
    expect(await version()).toBeGreaterThan(before)
  })
})

const adminUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!adminUrl)('the content version on PostgreSQL, seen from another connection', () => {
  const name = `content_version_commit_${process.pid}_${Date.now()}`
  let admin: postgres.Sql
  let url: string

  beforeAll(async () => {
    admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined })
    await admin.unsafe(`create database ${name}`)
    const database = new URL(adminUrl ?? '')
    database.pathname = `/${name}`
    url = database.toString()
  })
  afterAll(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('shows a new version only once the change commits, and keeps it on a second start', async () => {
    const writer = await openConnection({ url, poolMax: 2 })
    const reader = await openConnection({ url, poolMax: 2 })
    try {
      await seedBlog(writer.db)
      const before = await readContentVersion(reader.db)
      let during = 0
      await writer.db.transaction(async (tx) => {
        await tx
          .update(blogArticleTranslations)
          .set({ title: 'Changed in a transaction' })
          .where(eq(blogArticleTranslations.articleId, 'hwg-compliance-healthcare-advertising'))
        during = await readContentVersion(reader.db)
      })
      expect(during).toBe(before)
      expect(await readContentVersion(reader.db)).toBeGreaterThan(before)
      // Opening a migrated database again applies nothing and raises nothing.
      const after = await readContentVersion(reader.db)
      const again = await openConnection({ url, poolMax: 1 })
      await again.close()
      expect(await readContentVersion(reader.db)).toBe(after)
    } finally {
      await writer.close()
      await reader.close()
    }
  }, 60_000)
})

describe.skipIf(!adminUrl || !existsSync(PGBOUNCER_BINARY))('through PgBouncer in transaction mode', () => {
  const name = `content_version_pooled_${process.pid}_${Date.now()}`
  const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-test-'))
  let admin: postgres.Sql

  beforeAll(async () => {
    admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined })
    await admin.unsafe(`create database ${name}`)
  })
  afterAll(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
    rmSync(dir, { recursive: true, force: true })
  })

  // Two server connections behind the pooler for three instances: statements of different clients share sessions.
  it('three instances starting at once migrate the fresh database once (directly), then read and raise the version', async () => {
    const target = new URL(adminUrl ?? '')
    target.pathname = `/${name}`
    const pgbouncer = await startPgbouncer(join(dir, 'pgbouncer'), target.toString(), 2)
    const options = { url: pgbouncer.url, migrationUrl: target.toString(), poolMax: 4, pooler: 'transaction' } as const
    const connections: Connection[] = []
    try {
      connections.push(...(await Promise.all([0, 1, 2].map(() => openConnection(options)))))
      const [first] = connections
      if (!first) throw new Error('no connection')
      const applied = resultRows<{ hash: string }>(
        await first.db.execute(sql`select hash from drizzle.__drizzle_migrations`),
      )
      expect(applied.length).toBe(journal.entries.length)
      expect(new Set(applied.map((row) => row.hash)).size).toBe(applied.length)
      await seedBlog(first.db)
      const versions = await Promise.all(connections.map((one) => readContentVersion(one.db)))
      expect(new Set(versions).size).toBe(1)
      await first.db
        .update(blogArticleTranslations)
        .set({ title: 'Changed through the pooler' })
        .where(eq(blogArticleTranslations.articleId, 'hwg-compliance-healthcare-advertising'))
      // Many reads at once on every connection: no prepared statement is looked for on another server connection.
      const after = await Promise.all(
        connections.flatMap((one) => Array.from({ length: 10 }, () => readContentVersion(one.db))),
      )
      expect(after.every((value) => value > (versions[0] ?? 0))).toBe(true)
    } finally {
      await Promise.all(connections.map((one) => one.close()))
      await pgbouncer.stop()
    }
  }, 120_000)
})
