// What this website keeps in the visitor's browser (COMMON facts of the site; the cookie policy's
// table and the privacy policy describe exactly these). It sets no cookies itself.
import { CONSENT_KEY, type ConsentCategory } from '../consent/consent-store.ts'
import { CHOICE_KEY, DETECTED_KEY } from '../i18n/language-storage-keys.ts'
import { m } from '../paraglide/messages.js'


export interface StorageEntry {
  name: string
  storage: 'local' | 'session'
  category: ConsentCategory
  purpose: () => string
  duration: () => string
}

export const storageEntries: StorageEntry[] = [
  { name: CONSENT_KEY, storage: 'local', category: 'essential', purpose: m.pages_cookies_consent_purpose, duration: m.pages_cookies_consent_duration },
  { name: CHOICE_KEY, storage: 'local', category: 'essential', purpose: m.pages_cookies_language_purpose, duration: m.pages_cookies_language_duration },
  { name: DETECTED_KEY, storage: 'session', category: 'essential', purpose: m.pages_cookies_detected_purpose, duration: m.pages_cookies_detected_duration },
]
