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

/**
 * Our own table is an outbox, not the subscriber list (MailerLite is): every address is deleted from
 * it this many days after its latest sign-up, whatever its state. By then a forwarded sign-up is in
 * MailerLite (which also keeps the double opt-in's proof of consent), a refused one has been answered,
 * and one that could not be forwarded for a month (no API key, a long outage) is dropped with an
 * error in the log (`npm run newsletter:export` lists pending ones before that). The privacy policy
 * states this period; it reads it from here.
 */
export const OUTBOX_RETENTION_DAYS = 30
