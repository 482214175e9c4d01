// The words for each key of app/consent/processings.ts's `storageKeys`: the cookie policy's table
// and the privacy policy's retention rows are generated from these entries.
import { type StorageKey, type StorageKeyName, storageKeys } from '../consent/processings.ts'
import { m } from '../paraglide/messages.js'
import { consentReask } from './consent-reask.ts'

interface StorageTexts {
  /** The cookie policy's purpose column. */
  purpose: () => string
  /** How long it stays: the cookie policy's and the privacy policy's retention. */
  duration: () => string
  /** The privacy policy's retention row: what it is, with its key. */
  retention: () => string
}

const texts: Record<StorageKeyName, StorageTexts> = {
  cookieConsent: {
    purpose: m.pages_cookies_consent_purpose,
    duration: () => m.pages_cookies_consent_duration({ reask: consentReask() }),
    retention: m.pages_privacy_retention_consent,
  },
  'tsr-scroll-restoration-v1_3': {
    purpose: m.pages_cookies_scroll_purpose,
    duration: m.pages_cookies_scroll_duration,
    retention: m.pages_privacy_retention_scroll,
  },
}

export type StorageEntry = StorageKey & StorageTexts

export const storageEntries: StorageEntry[] = storageKeys.map((key) => ({ ...key, ...texts[key.name] }))
