// The reports' rate limits, counted by the newsletter's PostgreSQL counters (salted hashes, deleted
// when their window ends). This one function is all the measuring knows of them, so a change to how
// the counters count stays on the newsletter's side.
import type { Database } from '../../db/client.server.ts'
import { hitRateLimit, type RateLimitResult } from '../newsletter/rate-limit.server.ts'
import { VITALS_RATE_LIMITS } from './policy.ts'

export type ReportLimiter = (db: Database, client: string | undefined) => Promise<RateLimitResult>

/**
 * Counts one report for the client and, only if the client is within its limit, for everyone: a
 * client over its own limit cannot use up the shared budget. Clients whose address is unknown share
 * one bucket.
 */
export async function limitReport(db: Database, client: string | undefined, limits = VITALS_RATE_LIMITS): Promise<RateLimitResult> {
  const own = await hitRateLimit(db, 'vitals-client', client ?? 'unknown', limits.client)
  return own.allowed ? hitRateLimit(db, 'vitals-all', 'all', limits.all) : own
}
