// Fixed-window rate limits kept in PostgreSQL, so they hold across every server instance. The key is
// a salted SHA-256 of what is limited (client address or email) and the window: neither can be read
// back, and each row is deleted once its window has passed (purgeExpiredRateLimits).
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
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number
}

/** Counts one hit for `subject` in the current window and says whether it is within the limit. */
export async function hitRateLimit(db: Database, scope: string, subject: string, rule: RateLimit, nowMs = Date.now()): Promise<RateLimitResult> {
  const window = Math.floor(nowMs / 1000 / rule.windowSeconds)
  const windowEnd = (window + 1) * rule.windowSeconds
  const key = createHash('sha256').update(`${await salt(db)}\u0000${scope}\u0000${subject}\u0000${rule.windowSeconds}:${window}`).digest('hex')
  const [row] = resultRows<{ hits: number }>(
    await db.execute(sql`
      insert into newsletter_rate_limits (key, hits, expires_at) values (${key}, 1, to_timestamp(${windowEnd}))
      on conflict (key) do update set hits = newsletter_rate_limits.hits + 1
      returning hits`),
  )
  return { allowed: (row?.hits ?? 1) <= rule.limit, retryAfterSeconds: Math.max(1, Math.ceil(windowEnd - nowMs / 1000)) }
}

/** Deletes the counters of windows that have passed; returns how many. */
export async function purgeExpiredRateLimits(db: Database): Promise<number> {
  return resultRows(await db.execute(sql`delete from newsletter_rate_limits where expires_at < now() returning key`)).length
}
