// The consent banner in each engine: accept, decline and the settings once the page has hydrated,
// and a press before hydration (the head script banner-boot keeps it; the entry script is held by
// holding-proxy.ts), carried out once the page hydrates. Each flow starts on an origin of its own
// (holding-proxy.ts), a first visit.
import * as v from 'valibot'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { CONSENT_KEY } from '../../app/consent/consent-store.ts'
import { CONSENT_VERSION } from '../../app/consent/consent-version.ts'
import en from '../../messages/en.json' with { type: 'json' }
import { type EngineDriver, within } from './driver.ts'
import { type Hold, startHoldingProxy } from './holding-proxy.ts'
import { gotoHydrated, hydrated, read, waitFor } from './page.ts'
import { HOLDING_PROXY_PORT } from './ports.ts'
import { matrix, siteBase, useSession } from './session.ts'

const banner = '[data-cookie-banner]'
const button = (choice: 'accept' | 'decline' | 'settings') => ({ css: `${banner} [data-consent-choice="${choice}"]` })
const Stored = v.nullable(v.string())
const Choice = v.looseObject({ version: v.number(), functional: v.boolean(), performance: v.boolean() })

const stored = (driver: EngineDriver) => read(driver, Stored, (key) => localStorage.getItem(key), CONSENT_KEY)
const storedChoice = async (driver: EngineDriver) => v.parse(Choice, JSON.parse((await stored(driver)) ?? 'null'))
const bannerShown = (driver: EngineDriver) =>
  read(driver, v.boolean(), (css) => document.querySelector(css)?.checkVisibility() ?? false, banner)
const waitForBanner = (driver: EngineDriver, shown: boolean) =>
  waitFor(
    driver,
    `the banner ${shown ? 'shown' : 'hidden'}`,
    (css, expected) => (document.querySelector(css)?.checkVisibility() ?? false) === expected,
    banner,
    shown,
  )

const proxy = startHoldingProxy(siteBase(), HOLDING_PROXY_PORT)
let hold: Hold | undefined
afterEach(() => hold?.release())
afterAll(() => proxy.close())

/** Opens `path` on a new origin with the entry script held, once the browser has asked for it. */
async function openBeforeHydration(driver: EngineDriver, path: string) {
  hold = proxy.hold()
  await driver.goto((await proxy.newOrigin()) + path)
  await within(hold.requested, 'the request for the entry script')
  expect(await read(driver, v.boolean(), () => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)
  expect(await bannerShown(driver)).toBe(true)
}

describe.each(matrix)('$title', (cell) => {
  const driver = useSession(cell, { consent: false })

  it('"Accept all" stores every category in use and hides the banner', async () => {
    await gotoHydrated(driver(), `${await proxy.newOrigin()}/`)
    await driver().click(button('accept'))
    await waitForBanner(driver(), false)
    expect(await storedChoice(driver())).toMatchObject({
      version: CONSENT_VERSION,
      functional: true,
      performance: true,
    })
  })

  it('"Decline all" stores the refusal; the banner stays away on the next page', async () => {
    const origin = await proxy.newOrigin()
    await gotoHydrated(driver(), `${origin}/de`)
    await driver().click(button('decline'))
    await waitForBanner(driver(), false)
    expect(await storedChoice(driver())).toMatchObject({ functional: false, performance: false })
    await gotoHydrated(driver(), `${origin}/de/produkt`)
    expect(await bannerShown(driver())).toBe(false)
  })

  it('the settings store the one category chosen', async () => {
    await gotoHydrated(driver(), `${await proxy.newOrigin()}/product`)
    await driver().click(button('settings'))
    await driver().click({ css: `${banner} fieldset label`, text: en.common_cookie_performance })
    await driver().click({ css: `${banner} button`, text: en.common_cookie_save })
    await waitForBanner(driver(), false)
    expect(await storedChoice(driver())).toMatchObject({ functional: false, performance: true })
  })

  it('"Decline all" pressed before hydration hides the banner at once and is stored once it hydrates', async () => {
    await openBeforeHydration(driver(), '/privacy-policy')
    await driver().click(button('decline'))
    await waitForBanner(driver(), false)
    expect(await stored(driver())).toBeNull()
    hold?.release()
    await hydrated(driver())
    await waitUntilStored(driver())
    expect(await storedChoice(driver())).toMatchObject({ functional: false, performance: false })
  })

  it('"Settings" pressed before hydration opens the settings once it hydrates', async () => {
    await openBeforeHydration(driver(), '/de/datenschutz')
    await driver().click(button('settings'))
    hold?.release()
    await hydrated(driver())
    await waitFor(
      driver(),
      'the settings',
      (css) => document.querySelector(css)?.checkVisibility() === true,
      `${banner} fieldset`,
    )
  })
})

const waitUntilStored = (driver: EngineDriver) =>
  waitFor(driver, 'a stored choice', (key) => localStorage.getItem(key) !== null, CONSENT_KEY)
