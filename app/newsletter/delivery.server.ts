// The delivery worker: forwards pending signups whose next attempt is due, with exponential backoff.
// Every instance may run it; claims (signups.server.ts) make sure each signup is forwarded once.
import type { Database } from '../../db/client.server.ts'
import { errorMessage } from '../log/log.ts'
import { repeatEvery, type Repeating } from '../lib/repeat.ts'
import type { NewsletterProvider } from './mailerlite.server.ts'
import {
  OUTBOX_RETENTION_DAYS,
  RETRY_POLICY,
  type RetryPolicy,
  WORKER_BATCH_SIZE,
  WORKER_INTERVAL_MS,
} from './policy.ts'
import { claimDue, purgeExpiredSignups, settle } from './signups.server.ts'

export interface DeliveryReport {
  claimed: number
  forwarded: number
  rejected: number
  /** Left pending for a later attempt (provider down or empty answer). */
  retrying: number
}

/** Forwards what is due, batch after batch, until nothing due is left. */
export async function deliverDue(
  db: Database,
  provider: NewsletterProvider,
  options: { batchSize?: number; retry?: RetryPolicy; concurrency?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, forwarded: 0, rejected: 0, retrying: 0 }
  const batchSize = options.batchSize ?? WORKER_BATCH_SIZE
  for (;;) {
    const claims = await claimDue(db, batchSize)
    report.claimed += claims.length
    // A few calls at a time: quick when the provider is back, gentle while it recovers.
    const queue = [...claims]
    let failedInBatch = 0
    const lanes = Array.from({ length: Math.min(options.concurrency ?? 4, queue.length) }, async () => {
      for (let claim = queue.shift(); claim; claim = queue.shift()) {
        const result = await provider.subscribe({ email: claim.email, locale: claim.locale })
        await settle(db, claim, result, options.retry ?? RETRY_POLICY)
        if (result.kind === 'accepted') report.forwarded++
        else if (result.kind === 'rejected') report.rejected++
        else {
          report.retrying++
          failedInBatch++
        }
      }
    })
    await Promise.all(lanes)
    // A short batch means nothing else is due; a batch that all failed means the provider is down.
    if (claims.length < batchSize || failedInBatch === claims.length) return report
  }
}

export type Worker = Repeating

/** Housekeeping another feature adds to each run (the speed measurements' retention). */
export type HousekeepingTask = (db: Database) => Promise<unknown>

/**
 * Runs housekeeping (the sign-ups' retention, the tasks it is given) and, with a provider,
 * deliveries every interval; stop() waits for the current run.
 */
export function startDeliveryWorker(options: {
  db: () => Promise<Database>
  provider?: NewsletterProvider
  intervalMs?: number
  housekeeping?: HousekeepingTask[]
  log: (level: 'info' | 'error', message: string) => void
}): Worker {
  return repeatEvery(options.intervalMs ?? WORKER_INTERVAL_MS, async () => {
    try {
      const db = await options.db()
      const purged = await purgeExpiredSignups(db)
      if (purged.neverForwarded > 0) {
        options.log(
          'error',
          `retention: ${purged.neverForwarded} sign-ups deleted after ${OUTBOX_RETENTION_DAYS} days without reaching the newsletter provider`,
        )
      }
      if (options.provider) {
        const report = await deliverDue(db, options.provider)
        if (report.claimed > 0) {
          options.log(
            'info',
            `delivery: ${report.forwarded} forwarded, ${report.rejected} rejected, ${report.retrying} to retry`,
          )
        }
      }
      // After the deliveries: a failing task is logged below and holds no sign-up back.
      for (const task of options.housekeeping ?? []) await task(db)
    } catch (error) {
      options.log('error', `delivery run failed: ${errorMessage(error)}`)
    }
  })
}
