// The visitor's cookie consent (docs/consent.md): six categories, stored in local storage under
// `cookieConsent` as JSON with the version of what it covers and the day it was given. A consent holds
// only while both are current (docs/consent.md): one of an older version or older than 12 months is
// read but asked again. Everything that is not strictly necessary asks `hasConsent(category)` and
// subscribes to changes. The parsing rules are pure functions, unit-tested without a browser.
import { CONSENT_VERSION } from './consent-version.ts'

export const CONSENT_KEY = 'cookieConsent'
export const OPTIONAL_CATEGORIES = ['functional', 'analytics', 'performance', 'sharing', 'marketing'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]
export type ConsentCategory = 'essential' | OptionalCategory
export type Consent = { essential: true } & Record<OptionalCategory, boolean>
/** What local storage holds: the choice, the version it was given for and when (ISO 8601). */
export type StoredConsentValue = Consent & { version: number; given: string }

/** A consent is asked again this many months after it was given. */
export const CONSENT_MAX_AGE_MONTHS = 12

export const DEFAULT_CONSENT: Consent = {
  essential: true,
  functional: false,
  analytics: false,
  performance: false,
  sharing: false,
  marketing: false,
}

export const ALL_CONSENT: Consent = {
  essential: true,
  functional: true,
  analytics: true,
  performance: true,
  sharing: true,
  marketing: true,
}

/** The value saved for a choice made at `given`. */
export function storedConsentValue(consent: Consent, given: Date = new Date()): StoredConsentValue {
  return { ...consent, version: CONSENT_VERSION, given: given.toISOString() }
}

/**
 * Whether a consent given at `given` (ISO 8601) still holds at `now`: not older than
 * CONSENT_MAX_AGE_MONTHS calendar months, and not more than a day in the future (a clock set wrong
 * must not make a consent last for years). banner-boot.ts applies the same rule before first paint.
 */
export function consentIsFresh(given: string, now: Date = new Date()): boolean {
  const time = Date.parse(given)
  if (Number.isNaN(time) || time > now.getTime() + 86_400_000) return false
  const expires = new Date(time)
  expires.setMonth(expires.getMonth() + CONSENT_MAX_AGE_MONTHS)
  return expires.getTime() > now.getTime()
}

export interface StoredConsent {
  /** The choice that holds; null: none, or one that must be asked again (the banner shows). */
  consent: Consent | null
  /** When the choice that holds was given. */
  given: Date | null
  /** The stored value is current but damaged and must be saved back in the current shape. */
  rewrite: boolean
}

/** The categories of a stored object, field by field (unknown or non-boolean fields fall back to the default). */
function categoriesOf(value: object): { consent: Consent; complete: boolean } {
  const consent = { ...DEFAULT_CONSENT }
  let complete = Reflect.get(value, 'essential') === true
  for (const category of OPTIONAL_CATEGORIES) {
    const stored: unknown = Reflect.get(value, category)
    if (typeof stored === 'boolean') consent[category] = stored
    else complete = false
  }
  return { consent, complete }
}

/**
 * Reads what local storage holds. A JSON object of the current version given less than
 * CONSENT_MAX_AGE_MONTHS ago holds (damaged fields fall back to the default and are saved back).
 * Everything else is a choice that no longer holds, so the banner asks again and nothing optional
 * runs until the visitor chooses: an object without a version (every consent stored before
 * versions existed), of an older version or too old, the legacy values (not JSON, such as "true")
 * and other JSON values. The new choice replaces it.
 */
export function parseStoredConsent(raw: string | null, now: Date = new Date()): StoredConsent {
  const askAgain: StoredConsent = { consent: null, given: null, rewrite: false }
  if (raw === null) return askAgain
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return askAgain
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return askAgain
  const given: unknown = Reflect.get(value, 'given')
  if (Reflect.get(value, 'version') !== CONSENT_VERSION || typeof given !== 'string' || !consentIsFresh(given, now))
    return askAgain
  const { consent, complete } = categoriesOf(value)
  return { consent, given: new Date(given), rewrite: !complete }
}

type Listener = (consent: Consent | null) => void

/**
 * A consent store over a Storage (local storage in the browser, a fake in tests). `privacySignal`:
 * the browser sends Global Privacy Control.
 */
export function createConsentStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  privacySignal = false,
) {
  const listeners = new Set<Listener>()
  let current: Consent | null = null
  let given = new Date()
  let loaded = false

  const load = () => {
    if (loaded) return
    loaded = true
    let raw: string | null = null
    try {
      raw = storage?.getItem(CONSENT_KEY) ?? null
    } catch {
      raw = null
    }
    const stored = parseStoredConsent(raw)
    current = stored.consent
    given = stored.given ?? new Date()
    if (stored.rewrite && current) write(current)
  }
  const write = (consent: Consent) => {
    try {
      storage?.setItem(CONSENT_KEY, JSON.stringify(storedConsentValue(consent, given)))
    } catch {
      // Storage full or blocked: the choice still holds for this page view.
    }
  }
  const emit = () => {
    for (const listener of listeners) listener(current)
  }

  return {
    privacySignal,
    get(): Consent | null {
      load()
      return current
    },
    hasConsent(category: ConsentCategory): boolean {
      load()
      return category === 'essential' || Boolean(current?.[category])
    },
    save(choice: Partial<Record<OptionalCategory, boolean>>) {
      load()
      current = { ...DEFAULT_CONSENT, ...choice, essential: true }
      given = new Date()
      write(current)
      emit()
    },
    /**
     * Global Privacy Control objects to selling and sharing personal data: while the browser sends
     * it, "Accept all" leaves marketing and sharing off (the settings can still turn them on).
     */
    acceptAll() {
      this.save(privacySignal ? { ...ALL_CONSENT, marketing: false, sharing: false } : ALL_CONSENT)
    },
    declineAll() {
      this.save({})
    },
    /** Forgets the choice: the banner shows again. */
    reset() {
      load()
      current = null
      try {
        storage?.removeItem(CONSENT_KEY)
      } catch {
        // nothing to do
      }
      emit()
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type ConsentStore = ReturnType<typeof createConsentStore>

let browserStore: ConsentStore | undefined

/** The page's store (local storage); on the server a store without storage (nothing consented). */
export function consentStore(): ConsentStore {
  if (typeof window === 'undefined') return createConsentStore(null)
  browserStore ??= createConsentStore(
    window.localStorage,
    'globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true,
  )
  return browserStore
}

export const hasConsent = (category: ConsentCategory) => consentStore().hasConsent(category)
