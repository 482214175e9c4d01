// The visitor's cookie consent (docs/consent.md): six categories, stored in local storage under
// `cookieConsent` as JSON with the version of what it covers, the day it was given and the processings
// in use at that moment (./processings.ts). A consent holds only while all three are current: one of an
// older version, older than 12 months, or given before a processing now in use had started, is read
// but asked again. A category with nothing in use cannot be allowed. Everything that is not strictly
// necessary asks `hasConsent(category)` and subscribes to changes. The parsing rules are pure
// functions, unit-tested without a browser; the page's store is ./page-consent.ts.
import { CONSENT_VERSION } from './consent-version.ts'
import type { ConsentScope } from './processings.ts'

export const CONSENT_KEY = 'cookieConsent'
export const OPTIONAL_CATEGORIES = ['functional', 'analytics', 'performance', 'sharing', 'marketing'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]
export type ConsentCategory = 'essential' | OptionalCategory
export type Consent = { essential: true } & Record<OptionalCategory, boolean>
/**
 * What local storage holds: the choice, the version it was given for, when (ISO 8601), and the ids of
 * the processings in use when it was given (what the banner described).
 */
export type StoredConsentValue = Consent & { version: number; given: string; processings: string[] }

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

/** The value saved for a choice made at `given`, while `processings` were in use. */
export function storedConsentValue(
  consent: Consent,
  processings: readonly string[],
  given: Date = new Date(),
): StoredConsentValue {
  return { ...consent, version: CONSENT_VERSION, given: given.toISOString(), processings: [...processings] }
}

/** The choice as it can hold in `scope`: a category with nothing in use is off. */
export function withinScope(choice: Consent, scope: ConsentScope): Consent {
  const consent = { ...choice, essential: true as const }
  for (const category of OPTIONAL_CATEGORIES)
    consent[category] = choice[category] && scope.categories.includes(category)
  return consent
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
  /** The processings in use when it was given. */
  processings: string[]
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

/** The processing ids a stored object names; none when the list is missing or not a list. */
function processingsOf(value: object): string[] {
  const stored: unknown = Reflect.get(value, 'processings')
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []
}

/**
 * Reads what local storage holds, for a deployment whose processings in use are `scope`. A JSON
 * object of the current version, given less than CONSENT_MAX_AGE_MONTHS ago and naming every
 * processing in use now, holds (damaged fields fall back to the default and are saved back; a
 * category with nothing in use is off). Everything else is a choice that no longer holds, so the
 * banner asks again and nothing optional runs until the visitor chooses: a processing started since
 * (a new tool by code or configuration: the choice never covered it, whatever it was), an object
 * without a version or without its processings (stored before either existed), of an older version
 * or too old, the legacy values (not JSON, such as "true") and other JSON values. The new choice
 * replaces it.
 */
export function parseStoredConsent(raw: string | null, scope: ConsentScope, now: Date = new Date()): StoredConsent {
  const askAgain: StoredConsent = { consent: null, given: null, processings: [], rewrite: false }
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
  const processings = processingsOf(value)
  if (scope.processings.some((id) => !processings.includes(id))) return askAgain
  const { consent, complete } = categoriesOf(value)
  return { consent: withinScope(consent, scope), given: new Date(given), processings, rewrite: !complete }
}

type Listener = (consent: Consent | null) => void

/**
 * A consent store over a Storage (local storage in the browser, a fake in tests) on a deployment whose
 * processings in use are `scope`. `privacySignal`: the browser sends Global Privacy Control.
 */
export function createConsentStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  scope: ConsentScope,
  privacySignal = false,
) {
  const listeners = new Set<Listener>()
  let current: Consent | null = null
  let given = new Date()
  // What the choice that holds was given for: kept when a damaged value is saved back.
  let covered: readonly string[] = scope.processings
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
    const stored = parseStoredConsent(raw, scope)
    current = stored.consent
    given = stored.given ?? new Date()
    if (current) covered = stored.processings
    if (stored.rewrite && current) write(current)
  }
  const write = (consent: Consent) => {
    try {
      storage?.setItem(CONSENT_KEY, JSON.stringify(storedConsentValue(consent, covered, given)))
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
    /** Saves a choice for the processings in use now; a category with nothing in use stays off. */
    save(choice: Partial<Record<OptionalCategory, boolean>>) {
      load()
      current = withinScope({ ...DEFAULT_CONSENT, ...choice, essential: true }, scope)
      given = new Date()
      covered = scope.processings
      write(current)
      emit()
    },
    /**
     * Every category in use. Global Privacy Control objects to selling and sharing personal data:
     * while the browser sends it, "Accept all" leaves marketing and sharing off (the settings can
     * still turn them on).
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
