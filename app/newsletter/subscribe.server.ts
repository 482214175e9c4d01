// One signup, start to end: validate, rate-limit, store (committed before any provider call), then
// try the provider once. When the provider is down the visitor still hears "thank you": the signup
// is safe in the database and the delivery worker forwards it later. A filled-in honeypot gets the
// same answers as a person (validation, rate limit, "thank you") but nothing is stored or forwarded:
// a bot learns nothing from the answer.
import * as v from 'valibot'
import type { Database } from '../../db/client.server.ts'
import { m } from '../paraglide/messages.js'
import { NEWSLETTER_CONSENT_VERSION } from './consent.ts'
import {
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EmailSchema,
  SignupRequestSchema,
  withinEmailLengths,
} from './input.ts'
import type { NewsletterProvider } from './mailerlite.server.ts'
import type { SignupOutcome } from './outcome.ts'
import { RETRY_POLICY, type RetryPolicy } from '../outbox/policy.ts'
import { settle } from '../outbox/queue.server.ts'
import { RATE_LIMITS, type RateLimits } from './policy.ts'
import { hitRateLimits } from '../rate-limit/rate-limit.server.ts'
import { recordSignup } from './signups.server.ts'

export interface SubscribeDeps {
  /** The database, opened on demand: when it is unreachable the visitor gets an honest failure. */
  database: () => Promise<Database>
  /** Unset when no provider is configured: signups are stored and stay pending. */
  provider?: NewsletterProvider
  limits?: RateLimits
  retry?: RetryPolicy
  log?: (message: string, error?: unknown) => void
}

/**
 * @param input what the visitor sent (any shape: it is validated here, so every bad input gets a
 *   translated answer instead of an exception)
 * @param client the client's address for the per-client limit, when known
 */
export async function subscribe(
  deps: SubscribeDeps,
  input: unknown,
  client: string | undefined,
): Promise<SignupOutcome> {
  const locale = isObject(input) && input.locale === 'de' ? 'de' : 'en'
  const fail = (
    reason: Exclude<SignupOutcome, { ok: true }>['reason'],
    message: string,
    retryAfterSeconds?: number,
  ): SignupOutcome => ({
    ok: false,
    reason,
    message,
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  })

  const request = v.safeParse(SignupRequestSchema, input)
  if (!request.success) return fail('invalid', m.common_newsletter_error_invalid({}, { locale }))
  const email = v.safeParse(EmailSchema, request.output.email)
  if (!email.success) {
    const tooLong = !withinEmailLengths(request.output.email.trim())
    const lengths = { local: String(EMAIL_LOCAL_PART_MAX_LENGTH), total: String(EMAIL_MAX_LENGTH) }
    return fail(
      'invalid',
      tooLong
        ? m.common_newsletter_error_too_long(lengths, { locale })
        : m.common_newsletter_error_invalid({}, { locale }),
    )
  }

  const limits = deps.limits ?? RATE_LIMITS
  let db: Database
  try {
    db = await deps.database()
    const limit = await hitRateLimits(db, [
      ...(client ? [{ scope: 'newsletter-client', subject: client, rule: limits.client }] : []),
      { scope: 'newsletter-address', subject: email.output, rule: limits.address },
    ])
    if (!limit.allowed) {
      const minutes = String(Math.ceil(limit.retryAfterSeconds / 60))
      return fail(
        'rate_limited',
        m.common_newsletter_error_rate_limited({ minutes }, { locale }),
        limit.retryAfterSeconds,
      )
    }
  } catch (error) {
    deps.log?.('database unavailable for a signup', error)
    return fail('failed', m.common_newsletter_error_failed({}, { locale }))
  }
  if (request.output.website.trim() !== '') return { ok: true }

  let stored
  try {
    stored = await recordSignup(db, { email: email.output, locale, consentVersion: NEWSLETTER_CONSENT_VERSION })
  } catch (error) {
    deps.log?.('signup could not be stored', error)
    return fail('failed', m.common_newsletter_error_failed({}, { locale }))
  }
  // Already forwarded, or another request or worker is forwarding it right now: nothing more to do.
  if (!stored.claim) return { ok: true }

  if (!deps.provider) {
    await settle(db, 'newsletter_signups', stored.claim, { kind: 'deferred' }).catch((error: unknown) =>
      deps.log?.('could not release signup', error),
    )
    return { ok: true }
  }
  const result = await deps.provider.subscribe({ email: email.output, locale })
  // The answer is recorded even if the visitor's request is gone by then; a failure to record it
  // only means the worker forwards the signup once more (the provider's upsert makes that harmless).
  await settle(db, 'newsletter_signups', stored.claim, result, deps.retry ?? RETRY_POLICY).catch((error: unknown) =>
    deps.log?.('could not record provider answer', error),
  )
  switch (result.kind) {
    case 'accepted':
    case 'unavailable':
      return { ok: true }
    case 'rejected':
      // The provider's own text is English and written for developers: the operator reads it in the
      // log, the visitor gets our translated message.
      deps.log?.(`newsletter provider refused an address: ${result.message ?? '(no message)'}`)
      return fail('rejected', m.common_newsletter_error_rejected({}, { locale }))
    case 'empty':
      return fail('empty', m.common_newsletter_error_empty({}, { locale }))
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
