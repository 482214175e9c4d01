// The delivery worker: forwards due rows of every channel (a table and its receiver) with exponential
// backoff and jitter. Every instance may run it; claims (queue.server.ts) make sure each row is
// delivered once at a time, and each delivery carries the row's stable id, so a receiver deduplicates
// the rare second delivery (a lease that ran out while the receiver was answering).
import type { Database } from '../../db/client.server.ts'
import { errorMessage } from '../log/log.ts'
import { repeatEvery, type Repeating } from '../lib/repeat.ts'
import { RETRY_POLICY, type RetryPolicy, WORKER_BATCH_SIZE, WORKER_INTERVAL_MS } from './policy.ts'
import { type Claim, claimDue, type OutboxTable, settle } from './queue.server.ts'
import type { DeliveryResult } from './result.ts'
import type { SQL } from 'drizzle-orm'

/** One kind of write and where it goes. */
export interface Channel<Row extends object = object> {
  /** For the log: "newsletter", "demo requests". */
  name: string
  table: OutboxTable
  /** The columns each claim needs for its delivery. */
  columns?: SQL
  /** The channel's backoff, when it is not the default one. */
  retry?: RetryPolicy
  deliver(claim: Claim & Row, db: Database): Promise<DeliveryResult>
}

export interface DeliveryReport {
  claimed: number
  forwarded: number
  rejected: number
  /** Left pending for a later attempt (receiver down or empty answer). */
  retrying: number
}

/** Forwards what is due on one channel, batch after batch, until nothing due is left. */
export async function deliverDue<Row extends object>(
  db: Database,
  channel: Channel<Row>,
  options: { batchSize?: number; retry?: RetryPolicy; concurrency?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, forwarded: 0, rejected: 0, retrying: 0 }
  const batchSize = options.batchSize ?? WORKER_BATCH_SIZE
  for (;;) {
    const claims = await claimDue<Row>(db, channel.table, batchSize, channel.columns)
    report.claimed += claims.length
    // A few calls at a time: quick when the receiver is back, gentle while it recovers.
    const queue = [...claims]
    let failedInBatch = 0
    const lanes = Array.from({ length: Math.min(options.concurrency ?? 4, queue.length) }, async () => {
      for (let claim = queue.shift(); claim; claim = queue.shift()) {
        const result = await channel.deliver(claim, db)
        await settle(db, channel.table, claim, result, options.retry ?? channel.retry ?? RETRY_POLICY)
        if (result.kind === 'accepted') report.forwarded++
        else if (result.kind === 'rejected') report.rejected++
        else {
          report.retrying++
          failedInBatch++
        }
      }
    })
    await Promise.all(lanes)
    // A short batch means nothing else is due; a batch that all failed means the receiver is down.
    if (claims.length < batchSize || failedInBatch === claims.length) return report
  }
}

export type Worker = Repeating & {
  /** Runs a delivery now (a new row was stored) instead of at the next interval. */
  nudge(): void
}

/** Housekeeping a feature adds to each run (retention periods). */
export type HousekeepingTask = (db: Database) => Promise<unknown>

type Log = (level: 'info' | 'error', message: string) => void

/**
 * Runs, every interval, each channel's deliveries, then housekeeping (the tasks it is given); stop()
 * waits for the current run. A failing channel or task is logged and holds no other back.
 */
export function startDeliveryWorker(options: {
  db: () => Promise<Database>
  channels: Channel[]
  intervalMs?: number
  housekeeping?: HousekeepingTask[]
  log: Log
}): Worker {
  const run = async () => {
    let db: Database
    try {
      db = await options.db()
    } catch (error) {
      options.log('error', `delivery run failed: ${errorMessage(error)}`)
      return
    }
    for (const channel of options.channels) {
      try {
        const report = await deliverDue(db, channel)
        if (report.claimed > 0) {
          options.log(
            'info',
            `${channel.name}: ${report.forwarded} forwarded, ${report.rejected} rejected, ${report.retrying} to retry`,
          )
        }
      } catch (error) {
        options.log('error', `${channel.name}: delivery failed: ${errorMessage(error)}`)
      }
    }
    for (const task of options.housekeeping ?? []) {
      try {
        await task(db)
      } catch (error) {
        options.log('error', `housekeeping failed: ${errorMessage(error)}`)
      }
    }
  }
  const repeating = repeatEvery(options.intervalMs ?? WORKER_INTERVAL_MS, run)
  // A nudge while a run is going on asks for one more run after it, never a parallel one.
  let running: Promise<void> | undefined
  let again = false
  const nudge = () => {
    if (running) {
      again = true
      return
    }
    running = run().finally(() => {
      running = undefined
      if (again) {
        again = false
        nudge()
      }
    })
  }
  return {
    ...repeating,
    nudge,
    stop: async () => {
      await repeating.stop()
      await running
    },
  }
}
