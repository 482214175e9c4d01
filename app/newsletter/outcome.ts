// The answer to a signup, as the form shows it and as HTTP reports it.

export type SignupFailure =
  /** The address (or the request) is not valid. */
  | 'invalid'
  /** Too many signups from this client or for this address. */
  | 'rate_limited'
  /** The newsletter provider refused the address. */
  | 'rejected'
  /** The provider answered without data. */
  | 'empty'
  /** The signup could not be stored (database unavailable). */
  | 'failed'

export type SignupOutcome =
  { ok: true } | { ok: false; reason: SignupFailure; message: string; retryAfterSeconds?: number }

const STATUS: Record<SignupFailure, number> = {
  invalid: 400,
  rate_limited: 429,
  rejected: 422,
  empty: 502,
  failed: 503,
}

/** The HTTP status that reports an outcome honestly. */
export function httpStatus(outcome: SignupOutcome): number {
  return outcome.ok ? 200 : STATUS[outcome.reason]
}

/** Headers that go with the status (Retry-After on 429). */
export function outcomeHeaders(outcome: SignupOutcome): Record<string, string> {
  return !outcome.ok && outcome.retryAfterSeconds ? { 'retry-after': String(outcome.retryAfterSeconds) } : {}
}

/** What a plain (no JavaScript) form post leaves for the page it renders: the outcome, and the
 * address the visitor typed when it failed, so nothing they submitted is lost. */
export interface NewsletterPostState {
  outcome: SignupOutcome
  email: string
}
