// The reports' rate limits, counted by the site's rate limits (app/rate-limit/: salted hashes,
// deleted when their window ends). This one function is all the measuring knows of them, so a change
// to how the counters count stays there.
import type { Database } from '../../db/client.server.ts'
import { hitRateLimits, type RateLimitResult } from '../rate-limit/rate-limit.server.ts'
import { VITALS_RATE_LIMITS } from './policy.ts'

export type ReportLimiter = (db: Database, client: string | undefined) => Promise<RateLimitResult>

/**
 * Counts one report for the client and for everyone, only when both have room: a client over its own
 * limit cannot use up the shared budget. Clients whose address is unknown share one bucket.
 */
export function limitReport(
  db: Database,
  client: string | undefined,
  limits = VITALS_RATE_LIMITS,
): Promise<RateLimitResult> {
  return hitRateLimits(db, [
    { scope: 'vitals-client', subject: client ?? 'unknown', rule: limits.client },
    { scope: 'vitals-all', subject: 'all', rule: limits.all },
  ])
}
