import { describe, expect, it } from 'vitest'
import { ALL_CONSENT, CONSENT_KEY, createConsentStore, DEFAULT_CONSENT, parseStoredConsent } from '../../app/consent/consent-store.ts'

function fakeStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[CONSENT_KEY, initial]])
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

describe('stored consent', () => {
  it('is absent when nothing is stored (the banner shows)', () => {
    expect(parseStoredConsent(null)).toEqual({ consent: null, rewrite: false })
  })

  it('reads a current value as it is', () => {
    expect(parseStoredConsent(JSON.stringify({ ...DEFAULT_CONSENT, analytics: true }))).toEqual({
      consent: { ...DEFAULT_CONSENT, analytics: true },
      rewrite: false,
    })
  })

  it.each([
    ['true', { ...DEFAULT_CONSENT, functional: true, analytics: true }],
    ['yes', DEFAULT_CONSENT],
    ['{broken', DEFAULT_CONSENT],
    ['', DEFAULT_CONSENT],
  ])('turns the legacy value %j into the current shape and saves it back', (raw, expected) => {
    expect(parseStoredConsent(raw)).toEqual({ consent: expected, rewrite: true })
  })

  it.each([['[]'], ['42'], ['null'], ['"text"']])('gives the defaults for the JSON value %s', (raw) => {
    expect(parseStoredConsent(raw)).toEqual({ consent: DEFAULT_CONSENT, rewrite: true })
  })

  it('keeps valid fields of a damaged object and never lets essential be off', () => {
    const { consent, rewrite } = parseStoredConsent(JSON.stringify({ essential: false, marketing: true, analytics: 'yes' }))
    expect(consent).toEqual({ ...DEFAULT_CONSENT, marketing: true })
    expect(rewrite).toBe(true)
  })
})

describe('consent store', () => {
  it('has nothing consented before a choice, except essential', () => {
    const store = createConsentStore(fakeStorage())
    expect(store.get()).toBeNull()
    expect(store.hasConsent('essential')).toBe(true)
    expect(store.hasConsent('analytics')).toBe(false)
  })

  it('accepts all, declines all and saves a choice, telling subscribers', () => {
    const storage = fakeStorage()
    const store = createConsentStore(storage)
    const seen: unknown[] = []
    store.subscribe((consent) => seen.push(consent))
    store.acceptAll()
    expect(JSON.parse(storage.data.get(CONSENT_KEY) ?? '')).toEqual(ALL_CONSENT)
    store.declineAll()
    expect(store.get()).toEqual(DEFAULT_CONSENT)
    store.save({ marketing: true })
    expect(store.hasConsent('marketing')).toBe(true)
    expect(store.hasConsent('analytics')).toBe(false)
    expect(seen).toHaveLength(3)
  })

  it('forgets the choice on reset', () => {
    const storage = fakeStorage(JSON.stringify(ALL_CONSENT))
    const store = createConsentStore(storage)
    expect(store.hasConsent('marketing')).toBe(true)
    store.reset()
    expect(store.get()).toBeNull()
    expect(storage.data.has(CONSENT_KEY)).toBe(false)
  })

  it('saves a legacy value back in the current shape when first read', () => {
    const storage = fakeStorage('true')
    createConsentStore(storage).get()
    expect(JSON.parse(storage.data.get(CONSENT_KEY) ?? '')).toEqual({ ...DEFAULT_CONSENT, functional: true, analytics: true })
  })

  it('works when storage is blocked', () => {
    const store = createConsentStore({
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => undefined,
    })
    expect(store.get()).toBeNull()
    store.acceptAll()
    expect(store.hasConsent('analytics')).toBe(true)
  })
})

describe('Global Privacy Control', () => {
  it('changes nothing before a choice: only essential is on, the banner asks', () => {
    const store = createConsentStore(fakeStorage(), true)
    expect(store.get()).toBeNull()
    expect(store.hasConsent('marketing')).toBe(false)
    expect(store.hasConsent('sharing')).toBe(false)
  })

  it('keeps marketing and sharing off when the visitor accepts all, and grants the rest', () => {
    const storage = fakeStorage()
    const store = createConsentStore(storage, true)
    store.acceptAll()
    const granted = { ...ALL_CONSENT, marketing: false, sharing: false }
    expect(store.get()).toEqual(granted)
    expect(JSON.parse(storage.data.get(CONSENT_KEY) ?? '')).toEqual(granted)
    // Accepting again (after a reset) still leaves them off.
    store.reset()
    store.acceptAll()
    expect(store.hasConsent('marketing')).toBe(false)
    expect(store.hasConsent('sharing')).toBe(false)
    expect(store.hasConsent('performance')).toBe(true)
  })

  it('lets the visitor turn marketing or sharing on explicitly in the settings', () => {
    const store = createConsentStore(fakeStorage(), true)
    store.save({ marketing: true, sharing: true })
    expect(store.hasConsent('marketing')).toBe(true)
    expect(store.hasConsent('sharing')).toBe(true)
  })

  it('respects a choice stored before: only a visitor who has not chosen gets the defaults', () => {
    const store = createConsentStore(fakeStorage(JSON.stringify(ALL_CONSENT)), true)
    expect(store.hasConsent('marketing')).toBe(true)
  })

  it('is off unless the browser says so: accept all then grants everything', () => {
    const store = createConsentStore(fakeStorage())
    expect(store.privacySignal).toBe(false)
    store.acceptAll()
    expect(store.get()).toEqual(ALL_CONSENT)
  })
})
