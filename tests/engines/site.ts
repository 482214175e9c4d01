// The production build as the cross-engine flows see it: the Playwright suite's server settings
// (tests/e2e/server-env.ts) on this suite's port, a fresh embedded database, and no third-party
// trackers (their hosts do not resolve here; tracking.spec.ts covers them in Chromium).
import { consentScope } from '../../app/consent/processings.ts'
import { readSiteConfig } from '../../app/config/site.ts'
import { serverEnv } from '../e2e/server-env.ts'
import { SERVER_PORT } from './ports.ts'

export const siteEnv: Record<string, string> = {
  ...serverEnv,
  PORT: String(SERVER_PORT),
  PUBLIC_SITE_URL: `http://127.0.0.1:${SERVER_PORT}`,
  PGLITE_DATA_DIR: 'memory://',
  DATABASE_URL: '',
  ANALYTICS_SCRIPT_URL: '',
  CONVERSION_SCRIPT_URL: '',
  // No provider: the flows send only addresses the site itself refuses (in this suite's port block).
  MAILERLITE_API_URL: 'http://127.0.0.1:4519',
}

/** What a consent given on this server covers. */
export const siteConsentScope = consentScope(readSiteConfig(siteEnv))
