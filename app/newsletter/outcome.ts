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
  /** The form posted without JavaScript was too large to read (app/http/body-limit.ts). */
  | 'too_large'

export type SignupOutcome =
  { ok: true } | { ok: false; reason: SignupFailure; message: string; retryAfterSeconds?: number }

const STATUS: Record<SignupFailure, number> = {
  invalid: 400,
  rate_limited: 429,
  rejected: 422,
  empty: 502,
  failed: 503,
  too_large: 413,
}

/** The HTTP status that reports an outcome honestly. */
export function httpStatus(outcome: SignupOutcome): number {
  return outcome.ok ? 200 : STATUS[outcome.reason]
}

/** A failure that is about the address itself: the field is marked invalid. */
export function isAddressRefused(outcome: SignupOutcome): boolean {
  return !outcome.ok && (outcome.reason === 'invalid' || outcome.reason === 'rejected')
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
