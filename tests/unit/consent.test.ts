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
import { consentScope } from '../../app/consent/processings.ts'

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
/** A deployment with every processing in use ("Sharing" has none). */
const tracked = consentScope({
  schedulerUrl: 'https://cal.test/demo',
  tracking: {
    conversionFunction: 'f',
    analyticsScriptUrl: 'https://a.test/a.js',
    conversionScriptUrl: 'https://c.test/c.js',
  },
})
const bare = consentScope({ schedulerUrl: 'https://cal.test/demo', tracking: { conversionFunction: 'f' } })
/** "Accept all" on it. */
const ACCEPTED = { ...ALL_CONSENT, sharing: false }
const current = (consent: object, given = '2026-11-20T09:00:00.000Z') =>
  JSON.stringify({ ...consent, version: CONSENT_VERSION, given, processings: tracked.processings })
const askAgain = { consent: null, given: null, processings: [], rewrite: false }

describe('stored consent', () => {
  it('is absent when nothing is stored (the banner shows)', () => {
    expect(parseStoredConsent(null, tracked, now)).toEqual(askAgain)
  })

  it('holds when it is of the current version and younger than 12 months', () => {
    expect(parseStoredConsent(current({ ...DEFAULT_CONSENT, analytics: true }), tracked, now)).toEqual({
      consent: { ...DEFAULT_CONSENT, analytics: true },
      given: new Date('2026-11-20T09:00:00.000Z'),
      processings: tracked.processings,
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
    expect(parseStoredConsent(raw, tracked, now)).toEqual(askAgain)
  })

  it('holds until the day 12 calendar months after it was given', () => {
    expect(consentIsFresh('2025-11-26T10:00:01.000Z', now)).toBe(true)
    expect(consentIsFresh('2025-11-26T10:00:00.000Z', now)).toBe(false)
    expect(consentIsFresh('2026-11-27T09:00:00.000Z', now)).toBe(true) // a clock a few hours off
  })

  it('keeps valid fields of a damaged current object, never lets essential be off, and saves it back', () => {
    const { consent, rewrite } = parseStoredConsent(
      current({ essential: false, marketing: true, analytics: 'yes' }),
      tracked,
      now,
    )
    expect(consent).toEqual({ ...DEFAULT_CONSENT, marketing: true })
    expect(rewrite).toBe(true)
  })
})

describe('consent store', () => {
  it('has nothing consented before a choice, except essential', () => {
    const store = createConsentStore(fakeStorage(), tracked)
    expect(store.get()).toBeNull()
    expect(store.hasConsent('essential')).toBe(true)
    expect(store.hasConsent('analytics')).toBe(false)
  })

  it('accepts all, declines all and saves a choice, telling subscribers', () => {
    const storage = fakeStorage()
    const store = createConsentStore(storage, tracked)
    const seen: unknown[] = []
    store.subscribe((consent) => seen.push(consent))
    const before = Date.now()
    store.acceptAll()
    const saved = v.parse(v.looseObject({ given: v.string() }), JSON.parse(storage.data.get(CONSENT_KEY) ?? ''))
    expect(saved).toEqual({
      ...ACCEPTED,
      version: CONSENT_VERSION,
      given: saved.given,
      processings: tracked.processings,
    })
    expect(Date.parse(saved.given)).toBeGreaterThanOrEqual(before)
    store.declineAll()
    expect(store.get()).toEqual(DEFAULT_CONSENT)
    store.save({ marketing: true })
    expect(store.hasConsent('marketing')).toBe(true)
    expect(store.hasConsent('analytics')).toBe(false)
    expect(seen).toHaveLength(3)
  })

  it('forgets the choice on reset', () => {
    const storage = fakeStorage(JSON.stringify(storedConsentValue(ALL_CONSENT, tracked.processings)))
    const store = createConsentStore(storage, tracked)
    expect(store.hasConsent('marketing')).toBe(true)
    store.reset()
    expect(store.get()).toBeNull()
    expect(storage.data.has(CONSENT_KEY)).toBe(false)
  })

  it('asks again for a consent without a version, and replaces it with the new choice, dated now', () => {
    const storage = fakeStorage(JSON.stringify(ALL_CONSENT))
    const store = createConsentStore(storage, tracked)
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
    const storage = fakeStorage(
      JSON.stringify({ ...storedConsentValue(ALL_CONSENT, tracked.processings, given), analytics: 'yes' }),
    )
    createConsentStore(storage, tracked).get()
    expect(JSON.parse(storage.data.get(CONSENT_KEY) ?? '')).toEqual(
      storedConsentValue({ ...ACCEPTED, analytics: false }, tracked.processings, given),
    )
  })

  it('works when storage is blocked', () => {
    const store = createConsentStore(
      {
        getItem: () => {
          throw new Error('blocked')
        },
        setItem: () => {
          throw new Error('blocked')
        },
        removeItem: () => undefined,
      },
      tracked,
    )
    expect(store.get()).toBeNull()
    store.acceptAll()
    expect(store.hasConsent('analytics')).toBe(true)
  })
})

describe('Global Privacy Control', () => {
  it('changes nothing before a choice: only essential is on, the banner asks', () => {
    const store = createConsentStore(fakeStorage(), tracked, true)
    expect(store.get()).toBeNull()
    expect(store.hasConsent('marketing')).toBe(false)
    expect(store.hasConsent('sharing')).toBe(false)
  })

  it('keeps marketing and sharing off when the visitor accepts all, and grants the rest', () => {
    const storage = fakeStorage()
    const store = createConsentStore(storage, tracked, true)
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

  it('lets the visitor turn marketing on explicitly in the settings (sharing has nothing in use)', () => {
    const store = createConsentStore(fakeStorage(), tracked, true)
    store.save({ marketing: true, sharing: true })
    expect(store.hasConsent('marketing')).toBe(true)
    expect(store.hasConsent('sharing')).toBe(false)
  })

  it('respects a choice stored before: only a visitor who has not chosen gets the defaults', () => {
    const store = createConsentStore(
      fakeStorage(JSON.stringify(storedConsentValue(ALL_CONSENT, tracked.processings))),
      tracked,
      true,
    )
    expect(store.hasConsent('marketing')).toBe(true)
  })

  it('is off unless the browser says so: accept all then grants every category in use', () => {
    const store = createConsentStore(fakeStorage(), tracked)
    expect(store.privacySignal).toBe(false)
    store.acceptAll()
    expect(store.get()).toEqual(ACCEPTED)
  })
})

describe('a consent covers the processings in use, not empty categories', () => {
  const withAnalytics = consentScope({
    schedulerUrl: 'https://cal.test/demo',
    tracking: { conversionFunction: 'f', analyticsScriptUrl: 'https://a.test/a.js' },
  })

  it('"Accept all" allows only the categories in use and stores the processings it covered', () => {
    const storage = fakeStorage()
    const store = createConsentStore(storage, bare)
    store.acceptAll()
    expect(store.get()).toEqual({ ...DEFAULT_CONSENT, functional: true, performance: true })
    expect(store.hasConsent('analytics')).toBe(false)
    expect(store.hasConsent('sharing')).toBe(false)
    const saved = v.parse(v.looseObject({ given: v.string() }), JSON.parse(storage.data.get(CONSENT_KEY) ?? ''))
    expect(saved).toEqual({
      ...DEFAULT_CONSENT,
      functional: true,
      performance: true,
      version: CONSENT_VERSION,
      given: saved.given,
      processings: ['schedulerEmbed@cal.test', 'speedMeasurement'],
    })
  })

  it('stores each third party with the host it was given for, and asks again when a tool moves to another host', () => {
    expect(tracked.processings).toEqual([
      'schedulerEmbed@cal.test',
      'analyticsScript@a.test',
      'speedMeasurement',
      'conversionScript@c.test',
    ])
    const storage = fakeStorage()
    createConsentStore(storage, tracked).acceptAll()
    const moved = consentScope({
      schedulerUrl: 'https://cal.test/demo',
      tracking: {
        conversionFunction: 'f',
        analyticsScriptUrl: 'https://stats.elsewhere.test/a.js',
        conversionScriptUrl: 'https://c.test/c.js',
      },
    })
    expect(createConsentStore(storage, tracked).get()).toEqual(ACCEPTED)
    expect(createConsentStore(storage, moved).get()).toBeNull()
    // A new scheduler provider too, although the same address variable and category.
    const newScheduler = consentScope({
      ...{ tracking: { conversionFunction: 'f' } },
      schedulerUrl: 'https://book.other.test/x',
    })
    const declined = fakeStorage()
    createConsentStore(declined, bare).declineAll()
    expect(createConsentStore(declined, bare).get()).toEqual(DEFAULT_CONSENT)
    expect(createConsentStore(declined, newScheduler).get()).toBeNull()
  })

  it('cannot allow a category with nothing in use, even when the settings ask for it', () => {
    const store = createConsentStore(fakeStorage(), bare)
    store.save({ analytics: true, sharing: true, marketing: true, performance: true })
    expect(store.get()).toEqual({ ...DEFAULT_CONSENT, performance: true })
  })

  it('asks again once a tool it did not cover is in use (ANALYTICS_SCRIPT_URL set later), allowed or declined', () => {
    const accepted = createConsentStore(fakeStorage(), bare)
    accepted.acceptAll()
    const declined = createConsentStore(fakeStorage(), bare)
    declined.declineAll()
    for (const store of [accepted, declined]) {
      const raw = JSON.stringify(storedConsentValue(store.get() ?? DEFAULT_CONSENT, bare.processings, now))
      expect(parseStoredConsent(raw, bare, now).consent).not.toBeNull()
      expect(parseStoredConsent(raw, withAnalytics, now)).toEqual(askAgain)
      const later = createConsentStore(fakeStorage(raw), withAnalytics)
      expect(later.get()).toBeNull()
      expect(later.hasConsent('analytics')).toBe(false)
      expect(later.hasConsent('functional')).toBe(false)
    }
  })

  it('asks again for a consent of this version stored before it named its processings', () => {
    const legacy = JSON.stringify({ ...ALL_CONSENT, version: CONSENT_VERSION, given: '2026-11-20T09:00:00.000Z' })
    expect(parseStoredConsent(legacy, bare, now)).toEqual(askAgain)
    expect(parseStoredConsent(legacy.replace('}', ',"processings":"schedulerEmbed"}'), bare, now)).toEqual(askAgain)
  })

  it('holds while nothing new is in use, also when a tool it covered has been switched off since', () => {
    const raw = JSON.stringify(storedConsentValue(ALL_CONSENT, tracked.processings, new Date('2026-11-20T09:00:00Z')))
    expect(parseStoredConsent(raw, tracked, now).consent).toEqual(ACCEPTED)
    // Analytics and marketing unconfigured since: the consent holds, but no longer for the empty categories.
    expect(parseStoredConsent(raw, bare, now).consent).toEqual({
      ...DEFAULT_CONSENT,
      functional: true,
      performance: true,
    })
  })
})
