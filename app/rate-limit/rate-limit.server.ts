// Sliding-window rate limits kept in PostgreSQL, so they hold across every server instance: a hit is
// let through when fewer than `limit` hits were let through in the `windowSeconds` before it, so no
// window of that length ever holds more (a fixed, clock-aligned window let twice the limit through
// across its boundary). Each hit let through is one row until it is older than the window. The key
// is a salted SHA-256 of the scope, what is limited (client address or email) and the window:
// neither can be read back, and expired rows are deleted (purgeExpiredRateLimits, run by
// purge.server.ts). On the embedded database the same windows are kept in this process's memory
// (rate-limit-windows.ts): its one process sees every request, and a statement on its one thread
// was most of a search page's cost (record 0094). Used by the newsletter, the search and the speed reports.
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type Database, resultRows, runsOneAtATime } from '../../db/client.server.ts'
import type { RateLimit } from './rule.ts'
import { SlidingWindows } from './rate-limit-windows.ts'

// One copy in the server build (build/nitro-owned-modules.ts): the purge plugin purges the windows
// the requests fill.
const salts = new WeakMap<Database, Promise<string>>()

/** The installation's random salt (created by the migrations), read once per database. */
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

const inProcess = new WeakMap<Database, SlidingWindows>()

/** The windows kept in this process for an embedded database; none for PostgreSQL. */
function windowsIn(db: Database): SlidingWindows | undefined {
  if (!runsOneAtATime(db)) return undefined
  let windows = inProcess.get(db)
  if (!windows) inProcess.set(db, (windows = new SlidingWindows()))
  return windows
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
export async function hitRateLimits(
  db: Database,
  hits: readonly RateLimitHit[],
  nowMs = Date.now(),
): Promise<RateLimitResult> {
  const secret = await salt(db)
  const now = nowMs / 1000
  const limits = hits
    .map(({ scope, subject, rule }) => ({
      key: createHash('sha256')
        .update(`${secret}\u0000${scope}\u0000${subject}\u0000${rule.windowSeconds}`)
        .digest('hex'),
      rule,
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) // one lock order for everyone: no deadlock
  if (limits.length === 0) return { allowed: true, retryAfterSeconds: 0 }
  const verdict = (fullUntil: number | null): RateLimitResult =>
    fullUntil === null
      ? { allowed: true, retryAfterSeconds: 0 }
      : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(fullUntil - now)) }
  const windows = windowsIn(db)
  if (windows) return verdict(windows.hit(limits, now).fullUntil)
  // One statement looks and counts: per key, the limit-th most recent hit still in its window (while
  // it is there, the window is full); the hits are inserted only when no window is full.
  const lookAndCount = sql`
    with full_windows as (${sql.join(
      limits.map(
        ({ key, rule }) => sql`
        select (select extract(epoch from expires_at)::float8 from rate_limit_hits
                where key = ${key} and expires_at > to_timestamp(${now})
                order by expires_at desc offset ${rule.limit - 1} limit 1) as expires`,
      ),
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
  return db.transaction(async (tx) => {
    // One request per key at a time, across every instance: the look and the insert are one step.
    // (A separate statement: a statement's snapshot is taken before any lock it takes.)
    await tx.execute(sql`
      select pg_advisory_xact_lock(hashtextextended(k, 0))
      from unnest(array[${sql.join(
        limits.map(({ key }) => sql`${key}`),
        sql`, `,
      )}]::text[]) with ordinality as locks(k, n) order by n`)
    return verdict(resultRows<{ expires: number | null }>(await tx.execute(lookAndCount))[0]?.expires ?? null)
  })
}

/** Deletes the hits that have left their window (the rows, and on the embedded database those in memory); returns how many. */
export async function purgeExpiredRateLimits(db: Database, nowMs = Date.now()): Promise<number> {
  const inMemory = windowsIn(db)?.purge(nowMs / 1000) ?? 0
  return (
    inMemory +
    resultRows(
      await db.execute(
        sql`delete from rate_limit_hits where expires_at <= to_timestamp(${nowMs / 1000}) returning key`,
      ),
    ).length
  )
}

/** Forgets every count, in the table and in this process (tests start each case from none). */
export async function resetRateLimits(db: Database): Promise<void> {
  windowsIn(db)?.clear()
  await db.execute(sql`truncate rate_limit_hits`)
}
