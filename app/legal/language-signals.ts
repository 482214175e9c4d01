// The privacy policy's sentence on what the language selection reads: the country only where a
// country source is configured (COUNTRY_HEADER or GEOLOCATION_URL), as app/i18n/language-detection.ts
// uses it.
import type { SiteConfig } from '../config/site.ts'
import { m } from '../paraglide/messages.js'

export function languageSignals(detection: SiteConfig['languageDetection']): string {
  return detection.countryFromProxy || detection.geolocationUrl
    ? m.pages_privacy_language_signals_country()
    : m.pages_privacy_language_signals()
}
