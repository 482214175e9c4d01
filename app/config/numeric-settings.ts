// Every numeric setting the server reads, with its default and range, and the one rule for them:
// unset or empty is the default (`VAR=` is how env files and compose blank a value); anything else
// must be a whole number in the range. The start-up check (server/env-check.ts) refuses any other
// value with this rule, naming the variable, so a reader only meets one outside the server (a script,
// a test): it takes the default.

type Env = Record<string, string | undefined>

interface WholeNumberRule {
  fallback: number
  min: number
  max: number
}

export const NUMERIC_SETTINGS = {
  /** The port the server listens on (server/main.ts). */
  PORT: { fallback: 3000, min: 1, max: 65_535 },
  /** postgres.js pool size per process. */
  DATABASE_POOL_MAX: { fallback: 10, min: 1, max: 100 },
  /** The render cache's bound in MB; 0 turns it off. */
  RENDER_CACHE_MB: { fallback: 32, min: 0, max: 65_536 },
  /** How long pages are served stale while content changes cannot be heard. */
  RENDER_CACHE_STALE_SECONDS: { fallback: 600, min: 0, max: 604_800 },
  /** How long a CDN may keep a page and serve it stale while it refreshes. */
  CDN_PAGE_SECONDS: { fallback: 60, min: 0, max: 86_400 },
  /** The drain before a stop; 0 turns it off. */
  SHUTDOWN_DRAIN_SECONDS: { fallback: 3, min: 0, max: 60 },
  /** How long requests in flight may take once the drain is over. */
  SERVER_SHUTDOWN_TIMEOUT: { fallback: 5, min: 0, max: 300 },
  /** How long a signup waits for MailerLite, in milliseconds. */
  NEWSLETTER_PROVIDER_TIMEOUT_MS: { fallback: 4000, min: 500, max: 30_000 },
  /** How long one delivery of a demo request waits for the CRM's webhook, in milliseconds. */
  DEMO_REQUEST_WEBHOOK_TIMEOUT_MS: { fallback: 10_000, min: 500, max: 60_000 },
  /** Days a demo request is kept in our database before the worker deletes it (app/demo-request/policy.ts). */
  DEMO_REQUEST_RETENTION_DAYS: { fallback: 180, min: 1, max: 730 },
} as const satisfies Record<string, WholeNumberRule>

export type NumericSetting = keyof typeof NUMERIC_SETTINGS

const WHOLE_NUMBER = /^\d+$/

/** "NAME: expected …, got …" for a value the rule refuses; undefined for a usable one (unset included). */
export function numericSettingProblem(env: Env, name: NumericSetting): string | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  const { min, max } = NUMERIC_SETTINGS[name]
  const value = Number(raw)
  if (WHOLE_NUMBER.test(raw) && value >= min && value <= max) return undefined
  return `${name}: expected a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`
}

/** The setting's value: its default when unset, empty or refused by the rule. */
export function envInteger(env: Env, name: NumericSetting): number {
  const raw = env[name]
  return raw && numericSettingProblem(env, name) === undefined ? Number(raw) : NUMERIC_SETTINGS[name].fallback
}

/** The render cache's bound in bytes (RENDER_CACHE_MB). */
export const renderCacheBytes = (env: Env): number => envInteger(env, 'RENDER_CACHE_MB') * 1024 * 1024

/** How long pages are served stale while content changes cannot be heard (RENDER_CACHE_STALE_SECONDS). */
export const renderCacheStaleMs = (env: Env): number => envInteger(env, 'RENDER_CACHE_STALE_SECONDS') * 1000
