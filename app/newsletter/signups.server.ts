// The newsletter_signups table: record a signup (claimed for the request that stores it), list and
// purge. It is one of the outbox's tables: claims, settling and retries are app/outbox/queue.server.ts.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type Database, resultRows } from '../../db/client.server.ts'
import type { Locale } from '../i18n/locale.ts'
import { LEASE_SECONDS } from '../outbox/policy.ts'
import type { Claim } from '../outbox/queue.server.ts'
import { OUTBOX_RETENTION_DAYS } from './policy.ts'

/** A signup held for forwarding: the outbox's claim and what the provider needs. */
export interface SignupClaim extends Claim {
  email: string
  locale: Locale
}

export type SignupStatus = 'pending' | 'forwarded' | 'rejected'

/**
 * Stores a signup (or renews an existing one: no duplicate rows) and, unless it is already forwarded
 * or held by someone else, claims it for the caller, who then tries the provider at once.
 */
export async function recordSignup(
  db: Database,
  signup: { email: string; locale: Locale; consentVersion: string },
): Promise<{ id: number; status: SignupStatus; claim?: SignupClaim }> {
  const token = randomUUID()
  const [row] = resultRows<{ id: number; status: SignupStatus; attempts: number; claim_token: string | null }>(
    await db.execute(sql`
      insert into newsletter_signups (email, locale, consent_version, attempts, claimed_until, claim_token)
      values (${signup.email}, ${signup.locale}, ${signup.consentVersion}, 1, now() + make_interval(secs => ${LEASE_SECONDS}), ${token})
      on conflict (email) do update set
        locale = excluded.locale,
        consent_version = excluded.consent_version,
        consented_at = now(),
        -- A new signup after a refusal gets a new chance; a forwarded one stays forwarded.
        status = case when newsletter_signups.status = 'rejected' then 'pending'::newsletter_status else newsletter_signups.status end,
        attempts = case when ${claimable} then newsletter_signups.attempts + 1 else newsletter_signups.attempts end,
        claimed_until = case when ${claimable} then excluded.claimed_until else newsletter_signups.claimed_until end,
        claim_token = case when ${claimable} then excluded.claim_token else newsletter_signups.claim_token end
      returning id, status, attempts, claim_token`),
  )
  if (!row) throw new Error('newsletter signup was not stored')
  const claimed = row.claim_token === token && row.status === 'pending'
  return {
    id: row.id,
    status: row.status,
    claim: claimed
      ? { id: row.id, email: signup.email, locale: signup.locale, attempts: row.attempts, token }
      : undefined,
  }
}

/** On conflict: the existing row may be taken when it is not forwarded and nobody holds it. */
const claimable = sql.raw(
  `(newsletter_signups.status <> 'forwarded' and (newsletter_signups.claimed_until is null or newsletter_signups.claimed_until < now()))`,
)

export interface SignupRow {
  email: string
  locale: Locale
  consentVersion: string
  status: SignupStatus
  createdAt: string
  consentedAt: string
  forwardedAt: string | null
  attempts: number
  lastError: string | null
}

/** Every signup, oldest first (for the CSV export), optionally one status only. */
export async function listSignups(db: Database, status?: SignupStatus): Promise<SignupRow[]> {
  const where = status ? sql`where status = ${status}` : sql``
  return resultRows<SignupRow>(
    await db.execute(sql`
      select email, locale, consent_version as "consentVersion", status,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
        to_char(consented_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "consentedAt",
        to_char(forwarded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "forwardedAt",
        attempts, last_error as "lastError"
      from newsletter_signups ${where} order by id`),
  )
}

export interface PurgeReport {
  deleted: number
  /** Deleted without ever reaching the provider. */
  neverForwarded: number
}

/**
 * Retention (OUTBOX_RETENTION_DAYS): deletes every sign-up whose latest submission is older than the
 * period. Idempotent, and safe with several instances: one DELETE, and a row someone is forwarding
 * right now (an unexpired lease) is left for the next run.
 */
export async function purgeExpiredSignups(
  db: Database,
  now: Date = new Date(),
  days = OUTBOX_RETENTION_DAYS,
): Promise<PurgeReport> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
  const rows = resultRows<{ status: SignupStatus }>(
    await db.execute(sql`
      delete from newsletter_signups
      where consented_at < ${cutoff.toISOString()}
        and (claimed_until is null or claimed_until < ${now.toISOString()})
      returning status`),
  )
  return { deleted: rows.length, neverForwarded: rows.filter((row) => row.status === 'pending').length }
}
