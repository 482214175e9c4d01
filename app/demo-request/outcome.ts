// The answer to a demo request, as the form shows it and as HTTP reports it.
import type { DemoFields, FieldProblems } from './input.ts'

export type DemoFailure =
  /** One or more fields are bad: each gets its own message (`problems`). */
  | 'invalid'
  /** Too many requests from this client or for this address. */
  | 'rate_limited'
  /** The request could not be stored (database unavailable). */
  | 'failed'
  /** The form posted without JavaScript was too large to read (app/http/body-limit.ts). */
  | 'too_large'

export type DemoOutcome =
  { ok: true } | { ok: false; reason: DemoFailure; problems?: FieldProblems; retryAfterSeconds?: number }

const STATUS: Record<DemoFailure, number> = { invalid: 422, rate_limited: 429, failed: 503, too_large: 413 }

/** The HTTP status that reports an outcome honestly. */
export function demoStatus(outcome: DemoOutcome): number {
  return outcome.ok ? 200 : STATUS[outcome.reason]
}

/** Headers that go with the status (Retry-After on 429). */
export function demoHeaders(outcome: DemoOutcome): Record<string, string> {
  return !outcome.ok && outcome.retryAfterSeconds ? { 'retry-after': String(outcome.retryAfterSeconds) } : {}
}

/**
 * What a plain (no JavaScript) post leaves for the page it renders: the outcome, what the visitor
 * typed (kept on a failure, so nothing is lost) and the submission's key (a retried post stores once).
 */
export interface DemoPostState {
  outcome: DemoOutcome
  fields: DemoFields
  key: string
}
