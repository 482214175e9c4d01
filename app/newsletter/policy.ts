// The newsletter's limits and timings in one place.
import type { RateLimit } from '../rate-limit/rule.ts'

export interface RateLimits {
  /** Per client (IP address): a person may sign up a colleague or two, a script may not sign up hundreds. */
  client: RateLimit
  /** Per address: nobody can flood one inbox with confirmation emails. */
  address: RateLimit
}

export const RATE_LIMITS: RateLimits = {
  client: { limit: 5, windowSeconds: 10 * 60 },
  address: { limit: 3, windowSeconds: 60 * 60 },
}

export interface RetryPolicy {
  /** Delay after the first failed attempt; doubles with each further attempt. */
  baseSeconds: number
  maxSeconds: number
}

/** 30 s, 1 min, 2 min … up to 6 h between attempts, until the provider takes the signup. */
export const RETRY_POLICY: RetryPolicy = { baseSeconds: 30, maxSeconds: 6 * 60 * 60 }

/** How long a request or worker may hold a signup while forwarding it before another may take it over. */
export const LEASE_SECONDS = 120

/**
 * Our own table is an outbox, not the subscriber list (MailerLite is): every address is deleted from
 * it this many days after its latest sign-up, whatever its state. By then a forwarded sign-up is in
 * MailerLite (which also keeps the double opt-in's proof of consent), a refused one has been answered,
 * and one that could not be forwarded for a month (no API key, a long outage) is dropped with an
 * error in the log (`npm run newsletter:export` lists pending ones before that). The privacy policy
 * states this period; it reads it from here.
 */
export const OUTBOX_RETENTION_DAYS = 30

/** The delivery worker: how often it looks for due signups, and how many it claims at once. */
export const WORKER_INTERVAL_MS = 15_000
export const WORKER_BATCH_SIZE = 20

/** The delay before attempt `attempts + 1`, with ±20 % jitter so instances do not retry in step. */
export function retryDelaySeconds(attempts: number, policy: RetryPolicy = RETRY_POLICY, random = Math.random): number {
  const plain = Math.min(policy.baseSeconds * 2 ** Math.max(0, attempts - 1), policy.maxSeconds)
  return Math.round(plain * (0.8 + 0.4 * random()))
}
