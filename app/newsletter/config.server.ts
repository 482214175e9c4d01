// The newsletter provider's settings, from environment variables (documented in .env.example).
// Server-only: the API key never reaches the browser.
import * as v from 'valibot'
import { envInteger } from '../config/numeric-settings.ts'
import { describeEnvIssues } from '../config/site.ts'

export interface ProviderConfig {
  /** MailerLite's API origin; a fake server in tests. */
  apiUrl: string
  apiKey: string
  /** The group new subscribers join. */
  groupId?: string
  /** A custom text field in MailerLite that receives the signup's language ("en"/"de"). */
  languageField?: string
  timeoutMs: number
}

const EnvSchema = v.object({
  MAILERLITE_API_KEY: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  MAILERLITE_API_URL: v.optional(v.pipe(v.string(), v.trim(), v.url()), 'https://connect.mailerlite.com'),
  MAILERLITE_GROUP_ID: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'a MailerLite group id (digits)'))),
  MAILERLITE_LANGUAGE_FIELD: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9_]+$/, 'a MailerLite field key (lower-case letters, digits, _)')),
  ),
})

/** The provider configuration, or undefined when no API key is set (signups are then kept pending). */
export function readProviderConfig(env: Record<string, string | undefined>): ProviderConfig | undefined {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '' && value !== undefined))
  const result = v.safeParse(EnvSchema, present)
  if (!result.success) throw new Error(`Invalid newsletter configuration. ${describeEnvIssues(result.issues)}`)
  const e = result.output
  if (!e.MAILERLITE_API_KEY) return undefined
  return {
    apiUrl: e.MAILERLITE_API_URL.replace(/\/+$/, ''),
    apiKey: e.MAILERLITE_API_KEY,
    groupId: e.MAILERLITE_GROUP_ID,
    languageField: e.MAILERLITE_LANGUAGE_FIELD,
    timeoutMs: envInteger(env, 'NEWSLETTER_PROVIDER_TIMEOUT_MS'),
  }
}
