// Forwards one demo request to the sales team's CRM: an HTTPS POST of JSON to DEMO_REQUEST_WEBHOOK_URL,
// signed with HMAC-SHA256 over the exact body (header X-Signature-256: sha256=<hex>), the request's
// stable id in the body and in X-Request-Id, so a receiver verifies the sender and drops a repeat.
// The body is the same on every retry. docs/configuration.md says how a receiver checks it.
import { createHmac } from 'node:crypto'
import * as v from 'valibot'
import { envInteger } from '../config/numeric-settings.ts'
import { describeEnvIssues } from '../config/site.ts'
import type { DeliveryResult } from '../outbox/result.ts'
import type { DemoRequestRow } from './requests.server.ts'

export const SIGNATURE_HEADER = 'x-signature-256'

export interface WebhookConfig {
  url: string
  secret: string
  timeoutMs: number
}

/** https only, except for a receiver on this machine (tests, a local relay). */
const isAllowedUrl = (url: string) => {
  const parsed = new URL(url)
  return parsed.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)
}

const EnvSchema = v.object({
  DEMO_REQUEST_WEBHOOK_URL: v.optional(v.pipe(v.string(), v.trim(), v.url(), v.check(isAllowedUrl, 'an https:// URL'))),
  DEMO_REQUEST_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(16, 'a secret of 16 characters or more')),
  ),
})

/** The webhook, or undefined when no URL is set (requests are then stored and kept). */
export function readWebhookConfig(env: Record<string, string | undefined>): WebhookConfig | undefined {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '' && value !== undefined))
  const result = v.safeParse(EnvSchema, present)
  if (!result.success) throw new Error(`Invalid demo request configuration. ${describeEnvIssues(result.issues)}`)
  const e = result.output
  if (!e.DEMO_REQUEST_WEBHOOK_URL) return undefined
  if (!e.DEMO_REQUEST_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid demo request configuration. DEMO_REQUEST_WEBHOOK_SECRET must be set with DEMO_REQUEST_WEBHOOK_URL.',
    )
  }
  return {
    url: e.DEMO_REQUEST_WEBHOOK_URL,
    secret: e.DEMO_REQUEST_WEBHOOK_SECRET,
    timeoutMs: envInteger(env, 'DEMO_REQUEST_WEBHOOK_TIMEOUT_MS'),
  }
}

/** The JSON the CRM receives: flat fields, so a Zapier, Make or n8n step or a HubSpot workflow maps them directly. */
export function webhookBody(row: DemoRequestRow): string {
  return JSON.stringify({
    id: row.publicId,
    type: 'demo_request',
    createdAt: row.createdAt,
    name: row.name,
    email: row.email,
    company: row.company,
    role: row.role,
    message: row.message,
    topic: row.topic,
    language: row.locale,
    estimate: row.estimate === null ? null : (JSON.parse(row.estimate) as unknown),
  })
}

export function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/** Statuses that say nothing about the request: our URL or secret, or the receiver's load. */
const TEMPORARY = new Set([401, 403, 404, 408, 409, 425, 429])

export async function sendToWebhook(
  config: WebhookConfig,
  row: DemoRequestRow,
  fetchImpl: typeof fetch = fetch,
): Promise<DeliveryResult> {
  const body = webhookBody(row)
  let response: Response
  try {
    response = await fetchImpl(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': row.publicId,
        [SIGNATURE_HEADER]: signature(body, config.secret),
      },
      body,
      signal: AbortSignal.timeout(config.timeoutMs),
    })
    await response.arrayBuffer()
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    return {
      kind: 'unavailable',
      error: timedOut ? `no answer within ${config.timeoutMs} ms` : `request failed: ${errorText(error)}`,
    }
  }
  if (response.ok) return { kind: 'accepted' }
  if (response.status >= 500 || TEMPORARY.has(response.status) || response.status < 400) {
    return { kind: 'unavailable', error: `HTTP ${response.status}` }
  }
  return { kind: 'rejected', message: `HTTP ${response.status}` }
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message
}
