// Brand name and external addresses, read from environment variables in one place.
// The defaults are sample values for local development; set the real ones in production
// (see .env.example). Only public values belong here: this object is sent to the browser.
import * as v from 'valibot'
import { envInteger } from './numeric-settings.ts'

const url = (fallback: string) => v.optional(v.pipe(v.string(), v.trim(), v.url()), fallback)

/** Domains reserved for examples and tests (RFC 2606, RFC 6761), and the IANA example domains. */
const EXAMPLE_HOST = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|org|net)$/i

/** True for a host name (or a URL's host) reserved for examples: a sample setting, never a real address. */
export function isExampleHost(hostOrUrl: string): boolean {
  let host = hostOrUrl
  try {
    host = new URL(hostOrUrl).hostname
  } catch {
    // Not a URL: a host name as it is.
  }
  return EXAMPLE_HOST.test(host)
}

/** The trusted proxy header with the visitor's country (app/i18n/language-redirect.server.ts). */
export const CountryHeaderSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]+$/, 'an HTTP header name'))

const EnvSchema = v.object({
  SITE_NAME: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'LifeScience Agents'),
  PUBLIC_SITE_URL: url('http://localhost:3000'),
  LOGIN_URL: url('https://app.lifescience-agents.example/login'),
  SCHEDULER_URL: url('https://cal.lifescience-agents.example/demo'),
  LINKEDIN_URL: url('https://www.linkedin.com/company/lifescience-agents-sample'),
  INSTAGRAM_URL: url('https://www.instagram.com/lifescience_agents_sample'),
  YOUTUBE_URL: url('https://www.youtube.com/@lifescience-agents-sample'),
  // Optional integrations: unset means nothing is loaded and no request leaves the site.
  ANALYTICS_SCRIPT_URL: v.optional(v.pipe(v.string(), v.trim(), v.url())),
  CONVERSION_SCRIPT_URL: v.optional(v.pipe(v.string(), v.trim(), v.url())),
  CONVERSION_FUNCTION: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z_$][\w$]*$/, 'a JavaScript function name')),
    'gtag_report_conversion',
  ),
  // Asked by the server with the visitor's address in place of {ip}; off by default (docs/decisions/0087).
  GEOLOCATION_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.url(), v.includes('{ip}', 'a URL with {ip} where the visitor’s address goes')),
  ),
  COUNTRY_HEADER: v.optional(CountryHeaderSchema),
})

export interface SiteConfig {
  brandName: string
  siteUrl: string
  loginUrl: string
  schedulerUrl: string
  social: { linkedin: string; instagram: string; youtube: string }
  tracking: {
    /** Loaded after analytics consent. */
    analyticsScriptUrl?: string
    /** Loaded after marketing consent; expected to define the conversion function. */
    conversionScriptUrl?: string
    /** The global function a scheduling button calls to report a conversion. */
    conversionFunction: string
  }
  /** What the server's language selection reads besides Accept-Language; the privacy policy names it. */
  languageDetection: {
    /** A third-party country lookup the server asks with the visitor's address, only when configured. */
    geolocationUrl?: string
    /** The visitor's country from a trusted proxy header (COUNTRY_HEADER). */
    countryFromProxy: boolean
  }
  /** Days a demo request is kept (DEMO_REQUEST_RETENTION_DAYS): the worker deletes it then, the privacy policy says so. */
  demoRequestRetentionDays: number
}

/** "NAME: expected …, got …" for each issue; a regex's own description (its message) reads better than the pattern. */
export function describeEnvIssues(issues: ReadonlyArray<v.BaseIssue<unknown>>): string {
  return issues
    .map((issue) => {
      const expected =
        issue.type === 'url'
          ? 'an absolute URL (https://…)'
          : issue.type === 'regex' || issue.type === 'includes' || issue.type === 'check' || issue.type === 'min_length'
            ? issue.message
            : (issue.expected ?? 'a valid value')
      return `${v.getDotPath(issue) ?? 'environment'}: expected ${expected}, got ${issue.received}`
    })
    .join('; ')
}

/** Validates the environment; throws a message naming each bad variable and what it expects. */
export function readSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const result = v.safeParse(EnvSchema, present)
  if (!result.success) throw new Error(`Invalid configuration. ${describeEnvIssues(result.issues)}`)
  const e = result.output
  return {
    brandName: e.SITE_NAME,
    siteUrl: e.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    loginUrl: e.LOGIN_URL,
    schedulerUrl: e.SCHEDULER_URL,
    social: { linkedin: e.LINKEDIN_URL, instagram: e.INSTAGRAM_URL, youtube: e.YOUTUBE_URL },
    tracking: {
      analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL,
      conversionScriptUrl: e.CONVERSION_SCRIPT_URL,
      conversionFunction: e.CONVERSION_FUNCTION,
    },
    languageDetection: { geolocationUrl: e.GEOLOCATION_URL, countryFromProxy: Boolean(e.COUNTRY_HEADER) },
    demoRequestRetentionDays: envInteger(env, 'DEMO_REQUEST_RETENTION_DAYS'),
  }
}
