// The head script that shows or hides the server-rendered consent banner before the first paint and
// keeps a press made before hydration (app/consent/banner-boot.ts), run in a fake browser.
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { bannerBootScript } from '../../app/consent/banner-boot.ts'
import {
  ALL_CONSENT,
  CONSENT_KEY,
  DEFAULT_CONSENT,
  parseStoredConsent,
  storedConsentValue,
} from '../../app/consent/consent-store.ts'
import { CONSENT_VERSION } from '../../app/consent/consent-version.ts'
import { consentScope } from '../../app/consent/processings.ts'

/** A deployment without tracking, and one with an analytics and a conversion script configured. */
const bare = consentScope({ schedulerUrl: 'https://cal.test/demo', tracking: { conversionFunction: 'f' } })
const tracked = consentScope({
  schedulerUrl: 'https://cal.test/demo',
  tracking: {
    conversionFunction: 'f',
    analyticsScriptUrl: 'https://a.test/a.js',
    conversionScriptUrl: 'https://c.test/c.js',
  },
})
const BANNER_BOOT_SCRIPT = bannerBootScript(tracked.processings, '/assets/inter-subset.woff2')

const monthsAgo = (months: number, days = 0) => {
  const date = new Date()
  date.setMonth(date.getMonth() - months)
  date.setDate(date.getDate() - days)
  return date
}
/** Local storage that throws on every read (a browser's privacy setting). */
const BLOCKED = Symbol('blocked')

/** Stored values the head script must judge as consent-store does. */
const everything = tracked.processings
const storedValues = [
  null,
  JSON.stringify(storedConsentValue(ALL_CONSENT, everything)),
  JSON.stringify(storedConsentValue(ALL_CONSENT, everything, monthsAgo(11, 27))),
  JSON.stringify(storedConsentValue(ALL_CONSENT, everything, monthsAgo(12, 1))),
  JSON.stringify(storedConsentValue(ALL_CONSENT, everything, monthsAgo(13))),
  JSON.stringify(storedConsentValue(ALL_CONSENT, everything, new Date(Date.now() + 3 * 86_400_000))),
  JSON.stringify({ ...storedConsentValue(ALL_CONSENT, everything), version: CONSENT_VERSION - 1 }),
  JSON.stringify({ ...storedConsentValue(ALL_CONSENT, everything), given: 'soon' }),
  JSON.stringify({ ...storedConsentValue(ALL_CONSENT, everything), given: 12 }),
  // Given where only the scheduler and the speed measurement ran, accepted and declined.
  JSON.stringify(storedConsentValue({ ...DEFAULT_CONSENT, functional: true, performance: true }, bare.processings)),
  JSON.stringify(storedConsentValue(DEFAULT_CONSENT, bare.processings)),
  // Given for the same tools at other providers, or before consents named the providers.
  JSON.stringify(
    storedConsentValue(
      ALL_CONSENT,
      everything.map((key) => key.replace('a.test', 'other.test')),
    ),
  ),
  JSON.stringify(
    storedConsentValue(ALL_CONSENT, ['schedulerEmbed', 'analyticsScript', 'speedMeasurement', 'conversionScript']),
  ),
  // Stored before consents named their processings, or naming them wrongly.
  JSON.stringify({ ...ALL_CONSENT, version: CONSENT_VERSION, given: new Date().toISOString() }),
  JSON.stringify({ ...storedConsentValue(ALL_CONSENT, everything), processings: everything.join(',') }),
  JSON.stringify({ ...storedConsentValue(ALL_CONSENT, everything), processings: null }),
  JSON.stringify(ALL_CONSENT),
  '{"essential":true}',
  'true',
  'damaged',
  '[]',
  'null',
  BLOCKED,
] as const

class FakeElement {
  constructor(
    readonly dataset: Record<string, string> = {},
    private readonly banner: FakeElement | null = null,
  ) {}
  closest(selector: string): FakeElement | null {
    if (selector !== '[data-consent-choice]') throw new Error(`unexpected selector ${selector}`)
    return 'consentChoice' in this.dataset ? this : this.banner
  }
}

/** A page whose local storage holds `stored`, or throws on every read (BLOCKED). */
function browser(stored: string | null | typeof BLOCKED, script = BANNER_BOOT_SCRIPT) {
  const root = { dataset: {} as Record<string, string> }
  const window: { consentChoiceBeforeHydration?: string } = {}
  let onClick: ((event: { target: unknown }) => void) | undefined
  const globals = {
    document: { documentElement: root },
    localStorage: {
      getItem: (key: string) => {
        if (stored === BLOCKED) throw new Error('SecurityError')
        return key === CONSENT_KEY ? stored : null
      },
    },
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
      if (type === 'click') onClick = listener
    },
    Element: FakeElement,
    window,
  }
  runInNewContext(script, globals)
  const click = (target: unknown) => onClick?.({ target })
  return { root, window, click }
}

describe('the consent banner’s head script', () => {
  it('marks that JavaScript runs, and hides the banner exactly when consent-store reads a choice that holds (version, age, processings in use)', () => {
    const hidden = { bare: 0, tracked: 0 }
    for (const [name, scope] of [
      ['bare', bare],
      ['tracked', tracked],
    ] as const) {
      for (const stored of storedValues) {
        const { root } = browser(stored, bannerBootScript(scope.processings, '/assets/inter-subset.woff2'))
        expect(root.dataset.js, String(stored)).toBe('')
        const storeShowsBanner = stored === BLOCKED || parseStoredConsent(stored, scope).consent === null
        expect('consentChosen' in root.dataset, `${name}: ${String(stored)}`).toBe(!storeShowsBanner)
        if (!storeShowsBanner) hidden[name]++
      }
    }
    // The fresh consents given where everything ran, and where analytics and conversion did not yet:
    // these show the banner once they are configured. One given for analytics at another host still
    // holds where no analytics runs, not where it runs at a.test.
    expect(hidden).toEqual({ bare: 5, tracked: 2 })
  })

  it('keeps a press on accept or decline before hydration and hides the banner; settings is kept, the banner stays', () => {
    for (const choice of ['accept', 'decline']) {
      const page = browser(null)
      page.click(new FakeElement({ consentChoice: choice }))
      expect(page.window.consentChoiceBeforeHydration).toBe(choice)
      expect('consentChosen' in page.root.dataset).toBe(true)
    }
    const page = browser(null)
    // A press on the button's label text: the element inside the button.
    page.click(new FakeElement({}, new FakeElement({ consentChoice: 'settings' })))
    expect(page.window.consentChoiceBeforeHydration).toBe('settings')
    expect('consentChosen' in page.root.dataset).toBe(false)
  })

  it('leaves presses to the hydrated banner, and ignores presses elsewhere and unknown choices', () => {
    const hydrated = browser(null)
    hydrated.root.dataset.hydrated = ''
    hydrated.click(new FakeElement({ consentChoice: 'accept' }))
    expect(hydrated.window.consentChoiceBeforeHydration).toBeUndefined()
    const page = browser(null)
    page.click(new FakeElement({}))
    page.click(new FakeElement({ consentChoice: 'everything' }))
    page.click('not an element')
    expect(page.window.consentChoiceBeforeHydration).toBeUndefined()
    expect('consentChosen' in page.root.dataset).toBe(false)
  })

  it('is text that can stand in a <script> element as it is', () => {
    expect(BANNER_BOOT_SCRIPT).not.toMatch(/<\/?script|<!--/i)
  })
})
