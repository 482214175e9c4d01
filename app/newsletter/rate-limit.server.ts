// Sliding-window rate limits kept in PostgreSQL, so they hold across every server instance: a hit is
// let through when fewer than `limit` hits were let through in the `windowSeconds` before it, so no
// window of that length ever holds more (a fixed, clock-aligned window let twice the limit through
// across its boundary). Each hit let through is one row until it is older than the window. The key
// is a salted SHA-256 of the scope, what is limited (client address or email) and the window:
// neither can be read back, and the worker deletes expired rows (purgeExpiredRateLimits).
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type Database, resultRows, runsOneAtATime } from '../../db/client.server.ts'
import type { RateLimit } from './policy.ts'

// Per module copy (the worker's and the server functions'): each reads the same salt from the database.
const salts = new WeakMap<Database, Promise<string>>()

/** The installation's random salt (created by the newsletter migration), read once per database. */
function salt(db: Database): Promise<string> {
  let pending = salts.get(db)
  if (!pending) {
    pending = db.execute(sql`select value from app_secrets where name = 'rate_limit_salt'`).then((result) => {
      const [row] = resultRows<{ value: string }>(result)
      if (!row) throw new Error('rate-limit salt missing: run the migrations')
      return row.value
    })
    pending.catch(() => salts.delete(db))
    salts.set(db, pending)
  }
  return pending
}

export interface RateLimitResult {
  allowed: boolean
  /** When refused: seconds until a full window has room again (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number
}

/** One limit a request is counted against: a scope (what for), a subject (who or what) and its rule. */
export interface RateLimitHit {
  scope: string
  subject: string
  rule: RateLimit
}

/**
 * Lets a request through when every limit it is counted against has room, and then counts it against
 * all of them; a refused request is counted against none (so a client over its own limit uses up no
 * shared one, and an address is not used up by refused attempts).
 */
export async function hitRateLimits(db: Database, hits: readonly RateLimitHit[], nowMs = Date.now()): Promise<RateLimitResult> {
  const secret = await salt(db)
  const now = nowMs / 1000
  const limits = hits
    .map(({ scope, subject, rule }) => ({ key: createHash('sha256').update(`${secret}\u0000${scope}\u0000${subject}\u0000${rule.windowSeconds}`).digest('hex'), rule }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) // one lock order for everyone: no deadlock
  if (limits.length === 0) return { allowed: true, retryAfterSeconds: 0 }
  // One statement looks and counts: per key, the limit-th most recent hit still in its window (while
  // it is there, the window is full); the hits are inserted only when no window is full.
  const lookAndCount = sql`
    with full_windows as (${sql.join(
      limits.map(({ key, rule }) => sql`
        select (select extract(epoch from expires_at)::float8 from rate_limit_hits
                where key = ${key} and expires_at > to_timestamp(${now})
                order by expires_at desc offset ${rule.limit - 1} limit 1) as expires`),
      sql` union all `,
    )}),
    counted as (
      insert into rate_limit_hits (key, expires_at)
      select key, expires_at from (values ${sql.join(
        limits.map(({ key, rule }) => sql`(${key}, to_timestamp(${now + rule.windowSeconds}))`),
        sql`, `,
      )}) as hits(key, expires_at)
      where not exists (select 1 from full_windows where expires is not null)
      returning 1
    )
    select max(expires) as expires from full_windows`
  const verdict = (result: unknown): RateLimitResult => {
    const latest = resultRows<{ expires: number | null }>(result)[0]?.expires ?? null
    return latest === null ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(latest - now)) }
  }
  // The embedded database runs one statement at a time, so the one statement is the whole step; a
  // transaction would hold its only connection for three round trips more (0041).
  if (runsOneAtATime(db)) return verdict(await db.execute(lookAndCount))
  return db.transaction(async (tx) => {
    // One request per key at a time, across every instance: the look and the insert are one step.
    // (A separate statement: a statement's snapshot is taken before any lock it takes.)
    await tx.execute(sql`
      select pg_advisory_xact_lock(hashtextextended(k, 0))
      from unnest(array[${sql.join(limits.map(({ key }) => sql`${key}`), sql`, `)}]::text[]) with ordinality as locks(k, n) order by n`)
    return verdict(await tx.execute(lookAndCount))
  })
}

/** Deletes the hits that have left their window; returns how many. */
export async function purgeExpiredRateLimits(db: Database, nowMs = Date.now()): Promise<number> {
  return resultRows(await db.execute(sql`delete from rate_limit_hits where expires_at <= to_timestamp(${nowMs / 1000}) returning key`)).length
}
