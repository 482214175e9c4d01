// The demo_requests table: store a request exactly once per submission, list it, delete it after the
// retention period. Delivery (claims, leases, retries) is the outbox's (app/outbox/).
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type Database, resultRows } from '../../db/client.server.ts'
import type { Locale } from '../i18n/locale.ts'
import type { DemoEstimate } from './estimate.ts'
import type { ValidRequest } from './input.ts'

export interface NewDemoRequest extends ValidRequest {
  locale: Locale
  estimate: DemoEstimate | null
  idempotencyKey: string
}

/** Stores the request; a second post with the same key stores nothing (`created: false`). */
export async function recordDemoRequest(db: Database, request: NewDemoRequest): Promise<{ created: boolean }> {
  const rows = resultRows<{ public_id: string }>(
    await db.execute(sql`
      insert into demo_requests (public_id, idempotency_key, name, email, company, role, message, topic, locale, estimate)
      values (${randomUUID()}, ${request.idempotencyKey}, ${request.name}, ${request.email}, ${request.company},
        ${request.role}, ${request.message}, ${request.topic}, ${request.locale},
        ${request.estimate ? JSON.stringify(request.estimate) : null})
      on conflict (idempotency_key) do nothing
      returning public_id`),
  )
  return { created: rows.length === 1 }
}

export interface DemoRequestRow extends ValidRequest {
  id: number
  publicId: string
  locale: Locale
  estimate: string | null
  createdAt: string
  status: 'pending' | 'forwarded' | 'rejected'
  forwardedAt: string | null
  attempts: number
  lastError: string | null
}

const utc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`)

const selectRows = sql`
  select id, public_id as "publicId", name, email, company, role, message, topic, locale, estimate,
    ${utc('created_at')} as "createdAt", status, ${utc('forwarded_at')} as "forwardedAt",
    attempts, last_error as "lastError"
  from demo_requests`

/** Every request, oldest first (the CSV export), optionally one status only. */
export async function listDemoRequests(db: Database, status?: DemoRequestRow['status']): Promise<DemoRequestRow[]> {
  const where = status ? sql`where status = ${status}` : sql``
  return resultRows<DemoRequestRow>(await db.execute(sql`${selectRows} ${where} order by id`))
}

/** The requests with these ids (what the outbox delivers). */
export async function demoRequestsById(db: Database, ids: number[]): Promise<DemoRequestRow[]> {
  if (ids.length === 0) return []
  return resultRows<DemoRequestRow>(
    await db.execute(
      sql`${selectRows} where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id`,
    ),
  )
}

/**
 * Retention: deletes every request older than `days`, whatever its state, except one being delivered
 * right now (an unexpired lease), which the next run takes. Returns how many never reached a CRM.
 */
export async function purgeExpiredDemoRequests(
  db: Database,
  days: number,
  now: Date = new Date(),
): Promise<{ deleted: number; neverForwarded: number }> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
  const rows = resultRows<{ status: string }>(
    await db.execute(sql`
      delete from demo_requests
      where created_at < ${cutoff.toISOString()}
        and (claimed_until is null or claimed_until < ${now.toISOString()})
      returning status`),
  )
  return { deleted: rows.length, neverForwarded: rows.filter((row) => row.status === 'pending').length }
}
