// The demo requests' limits and retention in one place.
import { readSiteConfig } from '../config/site.ts'
import type { RateLimit } from '../rate-limit/rule.ts'

export interface DemoRateLimits {
  /** Per client (IP address): a person sends one or two, a script may not send hundreds. */
  client: RateLimit
  /** Per address: nobody floods sales in someone else's name. */
  address: RateLimit
}

export const DEMO_RATE_LIMITS: DemoRateLimits = {
  client: { limit: 5, windowSeconds: 10 * 60 },
  address: { limit: 5, windowSeconds: 60 * 60 },
}

/**
 * Days a request stays in our database (DEMO_REQUEST_RETENTION_DAYS, 180 by default): long enough for
 * sales to answer and follow up on a B2B enquiry over a quarter or two and to export what never reached
 * a CRM; once forwarded, the CRM holds the working copy. The privacy policy states the same setting
 * (the site configuration's `demoRequestRetentionDays`).
 */
export function demoRetentionDays(env: Record<string, string | undefined> = process.env): number {
  return readSiteConfig(env).demoRequestRetentionDays
}
