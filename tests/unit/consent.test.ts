import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  ALL_CONSENT,
  CONSENT_KEY,
  consentIsFresh,
  createConsentStore,
  DEFAULT_CONSENT,
  parseStoredConsent,
  storedConsentValue,
} from '../../app/consent/consent-store.ts'
import { CONSENT_VERSION } from '../../app/consent/consent-version.ts'

function fakeStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[CONSENT_KEY, initial]])
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

const now = new Date('2026-11-26T10:00:00Z')
const current = (consent: object, given = '2026-11-20T09:00:00.000Z') =>
  JSON.stringify({ ...consent, version: CONSENT_VERSION, given })
const askAgain = { consent: null, given: null, rewrite: false }

describe('stored consent', () => {
  it('is absent when nothing is stored (the banner shows)', () => {
    expect(parseStoredConsent(null, now)).toEqual(askAgain)
  })

  it('holds when it is of the current version and younger than 12 months', () => {
    expect(parseStoredConsent(current({ ...DEFAULT_CONSENT, analytics: true }), now)).toEqual({
      consent: { ...DEFAULT_CONSENT, analytics: true },
      given: new Date('2026-11-20T09:00:00.000Z'),
      rewrite: false,
    })
  })

  it.each([
    ['a consent without a version (stored before versions existed)', JSON.stringify(ALL_CONSENT)],
    [
      'a consent of an older version',
      JSON.stringify({ ...ALL_CONSENT, version: CONSENT_VERSION - 1, given: '2026-11-20T09:00:00.000Z' }),
    ],
    [
      'a consent of a version that does not exist yet',
      JSON.stringify({ ...ALL_CONSENT, version: CONSENT_VERSION + 1, given: '2026-11-20T09:00:00.000Z' }),
    ],
    ['a consent without a date', JSON.stringify({ ...ALL_CONSENT, version: CONSENT_VERSION })],
    ['a consent with a date that is no date', current(ALL_CONSENT, 'yesterday')],
    ['a consent given 12 months ago to the minute', current(ALL_CONSENT, '2025-11-26T10:00:00.000Z')],
    ['a consent given 13 months ago', current(ALL_CONSENT, '2025-10-26T10:00:00.000Z')],
    ['a consent dated two days ahead (a clock set wrong)', current(ALL_CONSENT, '2026-11-28T10:00:00.000Z')],
    ['the legacy value "true"', 'true'],
    ['the legacy value "yes"', 'yes'],
    ['a broken value', '{broken'],
    ['an empty value', ''],
    ['a JSON array', '[]'],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
    ['a JSON string', '"text"'],
  ])('is read and asked again for %s: nothing optional runs', (_, raw) => {
    expect(parseStoredConsent(raw, now)).toEqual(askAgain)
  })

  it('holds until the day 12 calendar months after it was given', () => {
    expect(consentIsFresh('2025-11-26T10:00:01.000Z', now)).toBe(true)
    expect(consentIsFresh('2025-11-26T10:00:00.000Z', now)).toBe(false)
    expect(consentIsFresh('2026-11-27T09:00:00.000Z', now)).toBe(true) // a clock a few hours off
  })

  it('keeps valid fields of a damaged current object, never lets essential be off, and saves it back', () => {
    const { consent, rewrite } = parseStoredConsent(
      current({ essential: false, marketing: true, analytics: 'yes' }),
      now,
    )
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
    const before = Date.now()
    store.acceptAll()
    const saved = v.parse(v.looseObject({ given: v.string() }), JSON.parse(storage.data.get(CONSENT_KEY) ?? ''))
    expect(saved).toEqual({ ...ALL_CONSENT, version: CONSENT_VERSION, given: saved.given })
    expect(Date.parse(saved.given)).toBeGreaterThanOrEqual(before)
    store.declineAll()
    expect(store.get()).toEqual(DEFAULT_CONSENT)
    store.save({ marketing: true })
    expect(store.hasConsent('marketing')).toBe(true)
    expect(store.hasConsent('analytics')).toBe(false)
    expect(seen).toHaveLength(3)
  })

  it('forgets the choice on reset', () => {
    const storage = fakeStorage(JSON.stringify(storedConsentValue(ALL_CONSENT)))
    const store = createConsentStore(storage)
    expect(store.hasConsent('marketing')).toBe(true)
    store.reset()
    expect(store.get()).toBeNull()
    expect(storage.data.has(CONSENT_KEY)).toBe(false)
  })

  it('asks again for a consent without a version, and replaces it with the new choice, dated now', () => {
    const storage = fakeStorage(JSON.stringify(ALL_CONSENT))
    const store = createConsentStore(storage)
    expect(store.get()).toBeNull()
    expect(store.hasConsent('performance')).toBe(false)
    expect(storage.data.get(CONSENT_KEY)).toBe(JSON.stringify(ALL_CONSENT)) // kept until the visitor chooses
    store.declineAll()
    expect(JSON.parse(storage.data.get(CONSENT_KEY) ?? '')).toMatchObject({
      ...DEFAULT_CONSENT,
      version: CONSENT_VERSION,
    })
  })

  it('keeps the date a consent was given when a damaged field is saved back', () => {
    const given = new Date(Date.now() - 86_400_000)
    const storage = fakeStorage(JSON.stringify({ ...storedConsentValue(ALL_CONSENT, given), analytics: 'yes' }))
    createConsentStore(storage).get()
    expect(JSON.parse(storage.data.get(CONSENT_KEY) ?? '')).toEqual(
      storedConsentValue({ ...ALL_CONSENT, analytics: false }, given),
    )
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
    expect(JSON.parse(storage.data.get(CONSENT_KEY) ?? '')).toMatchObject(granted)
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
    const store = createConsentStore(fakeStorage(JSON.stringify(storedConsentValue(ALL_CONSENT))), true)
    expect(store.hasConsent('marketing')).toBe(true)
  })

  it('is off unless the browser says so: accept all then grants everything', () => {
    const store = createConsentStore(fakeStorage())
    expect(store.privacySignal).toBe(false)
    store.acceptAll()
    expect(store.get()).toEqual(ALL_CONSENT)
  })
})
