// The rate limits' purge as the server runs it (server/plugins/rate-limits.ts): on its rounds it
// deletes the hits that left their window, in the table or in the embedded database's memory, and
// stop() ends it. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Connection } from '../../db/client.server.ts'
import { startRateLimitPurge } from '../../app/rate-limit/purge.server.ts'
import { hitRateLimits, purgeExpiredRateLimits } from '../../app/rate-limit/rate-limit.server.ts'
import { testDatabases } from '../support/test-databases.ts'

describe.each(testDatabases('rate_limit_purge'))('the rate limits’ purge on %s', (_driver, open, dispose) => {
  let connection: Connection
  beforeAll(async () => {
    connection = await open()
  }, 60_000)
  afterAll(async () => {
    await connection.close()
    await dispose()
  })

  it('deletes expired hits on its rounds, keeps the live ones, and stops', async () => {
    const rule = { limit: 1, windowSeconds: 60 }
    const hit = (subject: string, atMs: number) =>
      hitRateLimits(connection.db, [{ scope: 'purge-test', subject, rule }], atMs)
    expect((await hit('expired', Date.now() - 3_600_000)).allowed).toBe(true)
    expect((await hit('live', Date.now())).allowed).toBe(true)
    // Each round asks for the database once, and a round starts only after the one before has ended.
    let rounds = 0
    const purge = startRateLimitPurge({
      db: () => {
        rounds++
        return Promise.resolve(connection.db)
      },
      intervalMs: 20,
    })
    try {
      await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(2), { timeout: 30_000, interval: 20 })
    } finally {
      await purge.stop()
    }
    // Nothing expired is left for another purge.
    expect(await purgeExpiredRateLimits(connection.db)).toBe(0)
    // The live hit is still counted: its window is full.
    expect((await hit('live', Date.now())).allowed).toBe(false)
  })
})
