// The head script that shows or hides the server-rendered consent banner before the first paint and
// keeps a press made before hydration (app/consent/banner-boot.ts), run in a fake browser.
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { BANNER_BOOT_SCRIPT } from '../../app/consent/banner-boot.ts'
import { ALL_CONSENT, CONSENT_KEY, parseStoredConsent, storedConsentValue } from '../../app/consent/consent-store.ts'
import { CONSENT_VERSION } from '../../app/consent/consent-version.ts'

const monthsAgo = (months: number, days = 0) => {
  const date = new Date()
  date.setMonth(date.getMonth() - months)
  date.setDate(date.getDate() - days)
  return date
}
/** Local storage that throws on every read (a browser's privacy setting). */
const BLOCKED = Symbol('blocked')

/** Stored values the head script must judge as consent-store does. */
const storedValues = [
  null,
  JSON.stringify(storedConsentValue(ALL_CONSENT)),
  JSON.stringify(storedConsentValue(ALL_CONSENT, monthsAgo(11, 27))),
  JSON.stringify(storedConsentValue(ALL_CONSENT, monthsAgo(12, 1))),
  JSON.stringify(storedConsentValue(ALL_CONSENT, monthsAgo(13))),
  JSON.stringify(storedConsentValue(ALL_CONSENT, new Date(Date.now() + 3 * 86_400_000))),
  JSON.stringify({ ...storedConsentValue(ALL_CONSENT), version: CONSENT_VERSION - 1 }),
  JSON.stringify({ ...storedConsentValue(ALL_CONSENT), given: 'soon' }),
  JSON.stringify({ ...storedConsentValue(ALL_CONSENT), given: 12 }),
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
function browser(stored: string | null | typeof BLOCKED) {
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
  runInNewContext(BANNER_BOOT_SCRIPT, globals)
  const click = (target: unknown) => onClick?.({ target })
  return { root, window, click }
}

describe('the consent banner’s head script', () => {
  it('marks that JavaScript runs, and hides the banner exactly when consent-store reads a choice that holds (version and age)', () => {
    let hidden = 0
    for (const stored of storedValues) {
      const { root } = browser(stored)
      expect(root.dataset.js, String(stored)).toBe('')
      const storeShowsBanner = stored === BLOCKED || parseStoredConsent(stored).consent === null
      expect('consentChosen' in root.dataset, String(stored)).toBe(!storeShowsBanner)
      if (!storeShowsBanner) hidden++
    }
    expect(hidden).toBe(2) // the fresh consents; every other value shows the banner
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
