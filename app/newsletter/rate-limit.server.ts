// Sliding-window rate limits kept in PostgreSQL, so they hold across every server instance: a hit is
// let through when fewer than `limit` hits were let through in the `windowSeconds` before it, so no
// window of that length ever holds more (a fixed, clock-aligned window let twice the limit through
// across its boundary). Each hit let through is one row until it is older than the window. The key
// is a salted SHA-256 of the scope, what is limited (client address or email) and the window:
// neither can be read back, and the worker deletes expired rows (purgeExpiredRateLimits).
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type Database, resultRows } from '../../db/client.server.ts'
import type { RateLimit } from './policy.ts'
import { processGlobal } from '../http/process-global.ts'

const salts = processGlobal<WeakMap<Database, Promise<string>>>('rate-limit-salt')

/** The installation's random salt (created by the newsletter migration), read once per database. */
function salt(db: Database): Promise<string> {
  const cache = salts.get() ?? new WeakMap()
  salts.set(cache)
  let pending = cache.get(db)
  if (!pending) {
    pending = db.execute(sql`select value from app_secrets where name = 'rate_limit_salt'`).then((result) => {
      const [row] = resultRows<{ value: string }>(result)
      if (!row) throw new Error('rate-limit salt missing: run the migrations')
      return row.value
    })
    pending.catch(() => cache.delete(db))
    cache.set(db, pending)
  }
  return pending
}

export interface RateLimitResult {
  allowed: boolean
  /** When refused: seconds until the oldest counted hit leaves the window (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number
}

/** Counts one hit for `subject` if the window before `nowMs` has room for it, and says whether it had. */
export async function hitRateLimit(db: Database, scope: string, subject: string, rule: RateLimit, nowMs = Date.now()): Promise<RateLimitResult> {
  const key = createHash('sha256').update(`${await salt(db)}\u0000${scope}\u0000${subject}\u0000${rule.windowSeconds}`).digest('hex')
  const now = nowMs / 1000
  return db.transaction(async (tx) => {
    // One hit per key at a time, across every instance: the look and the insert are one step.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
    // The limit-th most recent hit still in the window: while it is there, the window is full.
    const [full] = resultRows<{ expires: number }>(
      await tx.execute(sql`
        select extract(epoch from expires_at)::float8 as expires from rate_limit_hits
        where key = ${key} and expires_at > to_timestamp(${now})
        order by expires_at desc offset ${rule.limit - 1} limit 1`),
    )
    if (full) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(full.expires - now)) }
    await tx.execute(sql`insert into rate_limit_hits (key, expires_at) values (${key}, to_timestamp(${now + rule.windowSeconds}))`)
    return { allowed: true, retryAfterSeconds: 0 }
  })
}

/** Deletes the hits that have left their window; returns how many. */
export async function purgeExpiredRateLimits(db: Database, nowMs = Date.now()): Promise<number> {
  return resultRows(await db.execute(sql`delete from rate_limit_hits where expires_at <= to_timestamp(${nowMs / 1000}) returning key`)).length
}
