// Forwards one subscriber to MailerLite (POST /api/subscribers, an upsert by address: sending the
// same address twice is harmless). With "Double opt-in for API and integrations" switched on in the
// MailerLite account, MailerLite sends the confirmation email itself.
import type { ProviderConfig } from './config.server.ts'
import type { Locale } from '../i18n/locale.ts'
import type { DeliveryResult } from '../outbox/result.ts'

/** The outbox's result of one delivery, as MailerLite's answer gives it. */
export type ProviderResult = DeliveryResult

export interface NewsletterProvider {
  subscribe(subscriber: { email: string; locale: Locale }): Promise<ProviderResult>
}

/** Statuses that say nothing about the address: our key, the URL or the provider's load. */
const TEMPORARY = new Set([401, 403, 404, 408, 409, 425, 429])
/** A provider message is shown to the visitor: only a short, plain one. */
const MAX_MESSAGE_LENGTH = 300

export function mailerLite(config: ProviderConfig, fetchImpl: typeof fetch = fetch): NewsletterProvider {
  return {
    async subscribe({ email, locale }) {
      const body: Record<string, unknown> = { email }
      if (config.groupId) body.groups = [config.groupId]
      if (config.languageField) body.fields = { [config.languageField]: locale }
      let response: Response
      let text: string
      try {
        response = await fetchImpl(`${config.apiUrl}/api/subscribers`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs),
        })
        text = await response.text()
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        return {
          kind: 'unavailable',
          error: timedOut ? `no answer within ${config.timeoutMs} ms` : `request failed: ${describe(error)}`,
        }
      }
      if (response.status >= 500 || TEMPORARY.has(response.status)) {
        return { kind: 'unavailable', error: `HTTP ${response.status}` }
      }
      const json = parseJson(text)
      if (response.ok) {
        return isObject(json) && json.data !== undefined && json.data !== null
          ? { kind: 'accepted' }
          : { kind: 'empty' }
      }
      if (response.status >= 400 && response.status < 500) return { kind: 'rejected', message: providerMessage(json) }
      return { kind: 'unavailable', error: `unexpected HTTP ${response.status}` }
    },
  }
}

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** MailerLite answers `{ message, errors: { email: [...] } }`; the field's own message is the most specific. */
function providerMessage(json: unknown): string | undefined {
  if (!isObject(json)) return undefined
  const errors = isObject(json.errors) ? Object.values(json.errors).flat() : []
  const candidate = [...errors, json.message].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  return candidate && candidate.length <= MAX_MESSAGE_LENGTH ? candidate.trim() : undefined
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message
}
