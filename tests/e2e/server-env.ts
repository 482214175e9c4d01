// The environment of the production server the browser tests run against: one place, read by
// playwright.config.ts and by specs that need the same values (the scheduler address, the trackers).
import { consentScope } from '../../app/consent/processings.ts'
import { readSiteConfig } from '../../app/config/site.ts'
import { FAKE_API_KEY } from '../../scripts/dev/fake-mailerlite.ts'
import { FAKE_CRM_SECRET } from '../../scripts/dev/fake-crm.ts'

export const port = Number(process.env.E2E_PORT ?? 3210)
/** The fake MailerLite the newsletter tests talk to (scripts/dev/fake-mailerlite.ts, "by-address" mode). */
export const mailerLitePort = port + 1
/** The servers single tests start of their own, each on its own port after the fake MailerLite's (port + 6 is the checker's; the suite uses port to port + 9). */
export const ownServerPorts = {
  shutdown: port + 2,
  outage: port + 3,
  launchCheck: port + 4,
  unreachableDatabase: port + 5,
  earlyStop: port + 7,
  /** Started twice on the same port (same origin, so the same browser storage): consent.spec.ts. */
  consentConfig: port + 8,
}
/** The Nu HTML Checker's service (scripts/dev/html-checker.ts). */
export const checkerPort = port + 6
/** The fake CRM webhook the demo requests are delivered to (scripts/dev/fake-crm.ts). */
export const crmPort = port + 9

export const serverEnv: Record<string, string> = {
  PORT: String(port),
  HOST: '127.0.0.1',
  SITE_NAME: 'LifeScience Agents',
  PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  // Not a reserved example domain: the page embeds only a real-looking address (tests stub its host).
  SCHEDULER_URL: 'https://scheduler.lifescience-tests.net/demo',
  // Demo requests go to the fake CRM, which the tests ask what arrived.
  DEMO_REQUEST_WEBHOOK_URL: `http://127.0.0.1:${crmPort}/hook`,
  DEMO_REQUEST_WEBHOOK_SECRET: FAKE_CRM_SECRET,
  // Test trackers and a country header, so consent gating and detection are exercised (tracking.spec.ts).
  ANALYTICS_SCRIPT_URL: 'https://analytics.tracker.test/script.js',
  CONVERSION_SCRIPT_URL: 'https://ads.tracker.test/conversion.js',
  CONVERSION_FUNCTION: 'reportTestConversion',
  COUNTRY_HEADER: 'X-Test-Country',
  // Newsletter: the fake provider, and a client header so each test has its own rate-limit bucket.
  MAILERLITE_API_URL: `http://127.0.0.1:${mailerLitePort}`,
  MAILERLITE_API_KEY: FAKE_API_KEY,
  MAILERLITE_GROUP_ID: '4242',
  CLIENT_IP_HEADER: 'X-Test-Client',
  // The speed measurements' rows, readable at GET /api/vitals (vitals.spec.ts); never set in production.
  VITALS_ROWS_FOR_TESTS: '1',
  // The render cache's figures at GET /api/render-cache; never set in production.
  RENDER_CACHE_STATS: '1',
  // A fresh embedded database per run, or the disposable PostgreSQL database CI provides.
  ...(process.env.TEST_DATABASE_URL
    ? { DATABASE_URL: process.env.TEST_DATABASE_URL }
    : { PGLITE_DATA_DIR: 'memory://' }),
}

/** What a consent given on this server covers: every processing, the trackers included (app/consent/processings.ts). */
export const serverConsentScope = consentScope(readSiteConfig(serverEnv))
