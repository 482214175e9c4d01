// The outbox: every table of writes that must reach a third party (newsletter_signups, demo_requests)
// carries the same delivery columns (status, attempts, next_attempt_at, claimed_until, claim_token,
// forwarded_at, last_error), and these statements work on any of them. Claims are leases
// (claimed_until + a random token) taken with FOR UPDATE SKIP LOCKED: several instances may run the
// worker at once, each row is held by one of them at a time, and no lock is kept open while the
// receiver is called (PGlite has one connection; a held transaction would stall every page; a pooler
// in transaction mode allows nothing else).
import { randomUUID } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { type Database, resultRows } from '../../db/client.server.ts'
import { LEASE_SECONDS, RETRY_POLICY, type RetryPolicy, retryDelaySeconds } from './policy.ts'
import type { DeliveryResult } from './result.ts'

/** The tables the outbox delivers from. */
export type OutboxTable = 'newsletter_signups' | 'demo_requests'

/** A row held for delivery: only the holder of `token` may settle it. */
export interface Claim {
  id: number
  attempts: number
  token: string
}

const table = (name: OutboxTable) => sql.identifier(name)

/**
 * Claims up to `limit` pending rows whose next attempt is due and that nobody holds; `columns` are
 * returned with each claim (what the receiver needs).
 */
export async function claimDue<Row extends object = object>(
  db: Database,
  name: OutboxTable,
  limit: number,
  columns: SQL = sql``,
): Promise<Array<Claim & Row>> {
  const token = randomUUID()
  const rows = resultRows<{ id: number; attempts: number } & Row>(
    await db.execute(sql`
      update ${table(name)} set
        attempts = attempts + 1,
        claimed_until = now() + make_interval(secs => ${LEASE_SECONDS}),
        claim_token = ${token}
      where id in (
        select id from ${table(name)}
        where status = 'pending' and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      returning id, attempts ${columns}`),
  )
  return rows.map((row) => ({ ...row, token }))
}

/**
 * Records what the receiver said. Only the holder of the claim may settle it: a worker whose lease ran
 * out (and whose row another took over) changes nothing. `deferred`: no receiver is configured; the
 * attempt did not happen and is not counted.
 */
export async function settle(
  db: Database,
  name: OutboxTable,
  claim: Claim,
  result: DeliveryResult | { kind: 'deferred' },
  retry: RetryPolicy = RETRY_POLICY,
): Promise<boolean> {
  const mine = sql`id = ${claim.id} and claim_token = ${claim.token}`
  const released = sql`claimed_until = null, claim_token = null`
  let change: SQL
  switch (result.kind) {
    case 'accepted':
      change = sql`status = 'forwarded', forwarded_at = now(), last_error = null`
      break
    case 'rejected':
      change = sql`status = 'rejected', last_error = ${`rejected: ${result.message ?? 'no message'}`}`
      break
    case 'deferred':
      change = sql`attempts = attempts - 1`
      break
    default: {
      const error = result.kind === 'empty' ? 'empty answer' : result.error
      const delay = retryDelaySeconds(claim.attempts, retry)
      change = sql`next_attempt_at = now() + make_interval(secs => ${delay}), last_error = ${error}`
    }
  }
  const rows = resultRows<{ id: number }>(
    await db.execute(sql`update ${table(name)} set ${change}, ${released} where ${mine} returning id`),
  )
  return rows.length === 1
}

/** Makes every pending row due now (for a manual flush); returns how many. */
export async function makePendingDue(db: Database, name: OutboxTable): Promise<number> {
  return resultRows(
    await db.execute(
      sql`update ${table(name)} set next_attempt_at = now() where status = 'pending' and (claimed_until is null or claimed_until < now()) returning id`,
    ),
  ).length
}
