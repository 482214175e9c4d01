// What this website keeps in the visitor's browser (COMMON facts of the site; the cookie policy's
// table and the privacy policy describe exactly these). It sets no cookies itself.
import { CONSENT_KEY, type ConsentCategory } from '../consent/consent-store.ts'
import { m } from '../paraglide/messages.js'

/** Keys of the language detection (set only when the visitor uses the switcher / once per session). */
export const LANGUAGE_CHOICE_KEY = 'languageChoice'
export const LANGUAGE_DETECTED_KEY = 'languageDetected'

export interface StorageEntry {
  name: string
  storage: 'local' | 'session'
  category: ConsentCategory
  purpose: () => string
  duration: () => string
}

export const storageEntries: StorageEntry[] = [
  { name: CONSENT_KEY, storage: 'local', category: 'essential', purpose: m.pages_cookies_consent_purpose, duration: m.pages_cookies_consent_duration },
  { name: LANGUAGE_CHOICE_KEY, storage: 'local', category: 'essential', purpose: m.pages_cookies_language_purpose, duration: m.pages_cookies_language_duration },
  { name: LANGUAGE_DETECTED_KEY, storage: 'session', category: 'essential', purpose: m.pages_cookies_detected_purpose, duration: m.pages_cookies_detected_duration },
]
