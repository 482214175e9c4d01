// Deletes the rate limits' expired hits (the table's rows; on the embedded database the windows this
// process keeps) every minute, for as long as the server runs (server/plugins/rate-limits.ts). The
// counts ignore expired hits anyway: this keeps the table and the memory small, and the privacy
// policy's periods true.
import { type Database, getDb } from '../../db/client.server.ts'
import { repeatEvery, type Repeating } from '../lib/repeat.ts'
import { errorMessage, log } from '../log/log.ts'
import { purgeExpiredRateLimits } from './rate-limit.server.ts'

export const PURGE_INTERVAL_MS = 60_000

export function startRateLimitPurge(options: { db?: () => Promise<Database>; intervalMs?: number } = {}): Repeating {
  const db = options.db ?? getDb
  return repeatEvery(options.intervalMs ?? PURGE_INTERVAL_MS, async () => {
    try {
      await purgeExpiredRateLimits(await db())
    } catch (error) {
      log('error', 'rate limits: expired hits not purged', { error: errorMessage(error) })
    }
  })
}
