// One demo request, start to end: validate each field, rate-limit, store (committed before anything
// else), then hand it to the outbox, whose worker forwards it to the CRM: the visitor's answer never
// waits for the CRM. A filled-in honeypot gets the same answers as a person but nothing is stored.
import { createHash } from 'node:crypto'
import * as v from 'valibot'
import type { Database } from '../../db/client.server.ts'
import type { Locale } from '../i18n/locale.ts'
import { hitRateLimits } from '../rate-limit/rate-limit.server.ts'
import type { DemoEstimate } from './estimate.ts'
import { type DemoFields, IdempotencyKeySchema, validateFields, type ValidRequest } from './input.ts'
import type { DemoOutcome } from './outcome.ts'
import { DEMO_RATE_LIMITS, type DemoRateLimits } from './policy.ts'
import { recordDemoRequest } from './requests.server.ts'

export interface DemoDeps {
  /** The database, opened on demand: when it is unreachable the visitor gets an honest failure. */
  database: () => Promise<Database>
  limits?: DemoRateLimits
  /** Called once a new request is stored: the outbox delivers it without the visitor waiting. */
  stored?: () => void
  /** The optional newsletter box: the newsletter's own sign-up (its double opt-in follows). */
  subscribeToNewsletter?: (email: string, locale: Locale) => Promise<unknown>
  log?: (message: string, error?: unknown) => void
}

export interface DemoSubmission {
  fields: DemoFields
  /** The topic as sent (a value not offered is a bad field, not a silent default). */
  rawTopic: unknown
  /** The browser's key for this submission; empty without JavaScript. */
  key: string
  honeypot: string
  locale: Locale
  estimate: DemoEstimate | null
}

/**
 * The key that makes a submission one row: the browser's, or without JavaScript one derived from what
 * was sent and the day, so a double click or a retried post of the same form stores once.
 */
function idempotencyKey(submission: DemoSubmission, request: ValidRequest): string {
  const key = v.safeParse(IdempotencyKeySchema, submission.key)
  if (key.success) return `form:${key.output}`
  const day = new Date().toISOString().slice(0, 10)
  const content = JSON.stringify([request, submission.locale, submission.estimate, day])
  return `content:${createHash('sha256').update(content).digest('hex')}`
}

export async function submitDemoRequest(
  deps: DemoDeps,
  submission: DemoSubmission,
  client: string | undefined,
): Promise<DemoOutcome> {
  const valid = validateFields(submission.fields, submission.rawTopic)
  if (!valid.ok) return { ok: false, reason: 'invalid', problems: valid.problems }
  const request = valid.request
  const limits = deps.limits ?? DEMO_RATE_LIMITS
  let db: Database
  try {
    db = await deps.database()
    const limit = await hitRateLimits(db, [
      ...(client ? [{ scope: 'demo-client', subject: client, rule: limits.client }] : []),
      { scope: 'demo-address', subject: request.email, rule: limits.address },
    ])
    if (!limit.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds }
  } catch (error) {
    deps.log?.('database unavailable for a demo request', error)
    return { ok: false, reason: 'failed' }
  }
  if (submission.honeypot.trim() !== '') return { ok: true }
  try {
    const stored = await recordDemoRequest(db, {
      ...request,
      locale: submission.locale,
      estimate: submission.estimate,
      idempotencyKey: idempotencyKey(submission, request),
    })
    if (!stored.created) return { ok: true }
  } catch (error) {
    deps.log?.('demo request could not be stored', error)
    return { ok: false, reason: 'failed' }
  }
  deps.stored?.()
  if (submission.fields.newsletter && deps.subscribeToNewsletter) {
    // Its own sign-up with its own double opt-in; its answer does not change this one.
    await deps.subscribeToNewsletter(request.email, submission.locale).catch((error: unknown) => {
      deps.log?.('newsletter sign-up from the demo form failed', error)
    })
  }
  return { ok: true }
}
