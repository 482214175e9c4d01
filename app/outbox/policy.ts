// The outbox's timings, shared by every kind of write it delivers (newsletter sign-ups, demo requests).

export interface RetryPolicy {
  /** Delay after the first failed attempt; doubles with each further attempt. */
  baseSeconds: number
  maxSeconds: number
}

/** 30 s, 1 min, 2 min … up to 6 h between attempts, until the receiver takes the row. */
export const RETRY_POLICY: RetryPolicy = { baseSeconds: 30, maxSeconds: 6 * 60 * 60 }

/** How long a request or worker may hold a row while delivering it before another may take it over. */
export const LEASE_SECONDS = 120

/** The delivery worker: how often it looks for due rows, and how many it claims at once. */
export const WORKER_INTERVAL_MS = 15_000
export const WORKER_BATCH_SIZE = 20

/** The delay before attempt `attempts + 1`, with ±20 % jitter so instances do not retry in step. */
export function retryDelaySeconds(attempts: number, policy: RetryPolicy = RETRY_POLICY, random = Math.random): number {
  const plain = Math.min(policy.baseSeconds * 2 ** Math.max(0, attempts - 1), policy.maxSeconds)
  return Math.round(plain * (0.8 + 0.4 * random()))
}
