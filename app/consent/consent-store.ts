// The visitor's cookie consent (SPEC sections 3 and 4): six categories, stored in local storage under
// `cookieConsent` as JSON. Everything that is not strictly necessary asks `hasConsent(category)` and
// subscribes to changes. The parsing rules are pure functions, unit-tested without a browser.

export const CONSENT_KEY = 'cookieConsent'
export const OPTIONAL_CATEGORIES = ['functional', 'analytics', 'performance', 'sharing', 'marketing'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]
export type ConsentCategory = 'essential' | OptionalCategory
export type Consent = { essential: true } & Record<OptionalCategory, boolean>

export const DEFAULT_CONSENT: Consent = {
  essential: true,
  functional: false,
  analytics: false,
  performance: false,
  sharing: false,
  marketing: false,
}

export const ALL_CONSENT: Consent = { essential: true, functional: true, analytics: true, performance: true, sharing: true, marketing: true }

export interface StoredConsent {
  /** null: nothing stored, the banner shows. */
  consent: Consent | null
  /** The stored value was a legacy or damaged one and must be saved back in the current shape. */
  rewrite: boolean
}

/**
 * Reads what local storage holds. JSON objects are taken field by field (unknown or non-boolean
 * fields fall back to the default). A value that is not JSON is a legacy value: "true" turns
 * functional and analytics on, anything else gives the defaults; either way it is saved back.
 */
export function parseStoredConsent(raw: string | null): StoredConsent {
  if (raw === null) return { consent: null, rewrite: false }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    const legacy = raw.trim() === 'true' ? { ...DEFAULT_CONSENT, functional: true, analytics: true } : { ...DEFAULT_CONSENT }
    return { consent: legacy, rewrite: true }
  }
  if (value === true) return { consent: { ...DEFAULT_CONSENT, functional: true, analytics: true }, rewrite: true }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { consent: { ...DEFAULT_CONSENT }, rewrite: true }
  const consent = { ...DEFAULT_CONSENT }
  let rewrite = Reflect.get(value, 'essential') !== true
  for (const category of OPTIONAL_CATEGORIES) {
    const stored: unknown = Reflect.get(value, category)
    if (typeof stored === 'boolean') consent[category] = stored
    else rewrite = true
  }
  return { consent, rewrite }
}

type Listener = (consent: Consent | null) => void

/**
 * A consent store over a Storage (local storage in the browser, a fake in tests). `privacySignal`:
 * the browser sends Global Privacy Control.
 */
export function createConsentStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null, privacySignal = false) {
  const listeners = new Set<Listener>()
  let current: Consent | null = null
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
    if (stored.rewrite && current) write(current)
  }
  const write = (consent: Consent) => {
    try {
      storage?.setItem(CONSENT_KEY, JSON.stringify(consent))
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
  browserStore ??= createConsentStore(window.localStorage, 'globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true)
  return browserStore
}

export const hasConsent = (category: ConsentCategory) => consentStore().hasConsent(category)
