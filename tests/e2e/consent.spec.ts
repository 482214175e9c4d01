import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { ALL_CONSENT, DEFAULT_CONSENT, storedConsentValue } from '../../app/consent/consent-store.ts'
import { CONSENT_VERSION } from '../../app/consent/consent-version.ts'
import { readSiteConfig } from '../../app/config/site.ts'
import { legalEntity, legalText } from '../../app/content/legal-entity.ts'
import { expect, filled, gotoHydrated, holdEntryScript, messages, settled, test } from './fixtures.ts'
import { type OwnServer, startOwnServer } from './own-server.ts'
import { ownServerPorts, serverConsentScope, serverEnv } from './server-env.ts'
import de from '../../messages/de.json' with { type: 'json' }

// These visitors arrive without a stored choice.
test.use({ consent: null })

const banner = (page: Page, locale: 'en' | 'de') =>
  page.getByRole('region', { name: messages[locale].common_cookie_title })
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('cookieConsent'))
const gpcSentence = (locale: 'en' | 'de') =>
  filled(locale, 'common_cookie_gpc', {
    marketing: messages[locale].common_cookie_marketing,
    sharing: messages[locale].common_cookie_sharing,
  })

for (const locale of ['en', 'de'] as const) {
  const t = messages[locale]
  const home = locale === 'de' ? '/de' : '/'

  test(`before a choice nothing leaves our origin and nothing is stored (${locale})`, async ({ page, context }) => {
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).host))
    await gotoHydrated(page, home)
    await expect(banner(page, locale)).toBeVisible()
    await settled(page)
    expect([...hosts]).toEqual([new URL(page.url()).host])
    expect(
      await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) })),
    ).toEqual({ local: [], session: [] })
    expect(await context.cookies()).toEqual([])
    await expect(banner(page, locale).getByRole('link', { name: t.common_cookie_privacy_link })).toHaveAttribute(
      'href',
      locale === 'de' ? '/de/datenschutz' : '/privacy-policy',
    )
  })

  test(`accept all and decline all store the choice and hide the banner (${locale})`, async ({ page }) => {
    await gotoHydrated(page, home)
    await expect(banner(page, locale)).not.toContainText(gpcSentence(locale))
    await banner(page, locale).getByRole('button', { name: t.common_cookie_accept_all }).click()
    await expect(banner(page, locale)).toBeHidden()
    await expect(page.getByText(t.common_cookie_saved)).toBeVisible()
    // Every category in use; "Sharing" has nothing to allow. The processings the choice covered go with it.
    expect(JSON.parse((await stored(page)) ?? '')).toMatchObject({
      essential: true,
      functional: true,
      analytics: true,
      performance: true,
      sharing: false,
      marketing: true,
      processings: serverConsentScope.processings,
    })
    // Withdrawing a consent whose trackers already run reloads the page (app/tracking/integrations.ts)
    // once the cookie helper has loaded: wait for that load before reading the page again.
    const reloaded = page.waitForEvent('load')
    await page.getByRole('contentinfo').getByRole('button', { name: t.common_cookie_reopen }).click()
    await reloaded
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(banner(page, locale)).toBeVisible()
    expect(await stored(page)).toBeNull()
    await banner(page, locale).getByRole('button', { name: t.common_cookie_decline_all }).click()
    expect(JSON.parse((await stored(page)) ?? '')).toMatchObject({
      version: CONSENT_VERSION,
      essential: true,
      functional: false,
      analytics: false,
      performance: false,
      sharing: false,
      marketing: false,
    })
    await page.reload()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(banner(page, locale)).toHaveCount(0)
  })

  test(`at 360 px a link focused further down the page scrolls clear of the banner (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await gotoHydrated(page, home)
    await expect(banner(page, locale)).toBeVisible()
    // Below the first screen (its section not rendered yet): focusing scrolls it up to just above
    // the banner, not under it (WCAG 2.4.11).
    const link = page.getByRole('main').getByRole('link', { name: t.home_results_calculator })
    await link.focus()
    await expect(link).toBeFocused()
    const [linkBox, bannerBox] = [await link.boundingBox(), await banner(page, locale).boundingBox()]
    expect(linkBox && bannerBox).toBeTruthy()
    if (!linkBox || !bannerBox) return
    expect(linkBox.y).toBeGreaterThanOrEqual(0)
    expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(bannerBox.y)
  })

  test(`Global Privacy Control keeps marketing and sharing off after "Accept all"; the settings can turn them on (${locale})`, async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    )
    await gotoHydrated(page, home)
    await expect(banner(page, locale)).toContainText(gpcSentence(locale))
    await banner(page, locale).getByRole('button', { name: t.common_cookie_accept_all }).click()
    await expect(banner(page, locale)).toBeHidden()
    expect(JSON.parse((await stored(page)) ?? '')).toMatchObject({
      version: CONSENT_VERSION,
      essential: true,
      functional: true,
      analytics: true,
      performance: true,
      sharing: false,
      marketing: false,
    })
    // The marketing integration the test server configures stays away; analytics, allowed, is added.
    await expect(page.locator('script[data-integration="analytics"]')).toHaveCount(1)
    await expect(page.locator('script[data-integration="conversion"]')).toHaveCount(0)

    // Reopening withdraws the running analytics, which reloads the page (as above).
    const reloaded = page.waitForEvent('load')
    await page.getByRole('contentinfo').getByRole('button', { name: t.common_cookie_reopen }).click()
    await reloaded
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await banner(page, locale).getByRole('button', { name: t.common_cookie_settings, exact: true }).click()
    await banner(page, locale).getByRole('checkbox', { name: t.common_cookie_marketing }).check({ force: true })
    await banner(page, locale).getByRole('button', { name: t.common_cookie_save }).click()
    await expect(banner(page, locale)).toBeHidden()
    expect(JSON.parse((await stored(page)) ?? '')).toMatchObject({ marketing: true, sharing: false })
  })
}

test('settings: essential is locked on, a chosen category is saved', async ({ page }) => {
  await gotoHydrated(page, '/de/produkt')
  const t = messages.de
  await banner(page, 'de').getByRole('button', { name: t.common_cookie_settings, exact: true }).click()
  const essential = banner(page, 'de').getByRole('checkbox', { name: t.common_cookie_essential })
  await expect(essential).toBeChecked()
  await expect(essential).toBeDisabled()
  // A category nothing uses says so (the test server configures analytics and marketing; the speed
  // measurement is always there).
  const switchOf = (label: string) => banner(page, 'de').locator('label').filter({ hasText: label })
  await expect(switchOf(de.common_cookie_performance)).not.toContainText(de.common_cookie_not_used)
  await expect(switchOf(de.common_cookie_sharing)).toContainText(de.common_cookie_not_used)
  await expect(switchOf(de.common_cookie_analytics)).not.toContainText(de.common_cookie_not_used)
  await expect(switchOf(de.common_cookie_marketing)).not.toContainText(de.common_cookie_not_used)
  // Nothing to consent to: its switch is off and disabled.
  await expect(banner(page, 'de').getByRole('checkbox', { name: t.common_cookie_sharing })).toBeDisabled()
  await expect(banner(page, 'de').getByRole('checkbox', { name: t.common_cookie_sharing })).not.toBeChecked()
  await banner(page, 'de').getByRole('checkbox', { name: t.common_cookie_marketing }).check({ force: true })
  await banner(page, 'de').getByRole('button', { name: t.common_cookie_save }).click()
  await expect(banner(page, 'de')).toBeHidden()
  expect(JSON.parse((await stored(page)) ?? '')).toMatchObject({ marketing: true, analytics: false })
})

// A consent that no longer holds (docs/consent.md): stored before versions existed, of an older
// version, or older than 12 months. It is read, the banner asks again before the first paint, and
// nothing optional runs (the speed measurement's chunk and reports, the trackers) until a new choice.
const monthsAgo = (months: number) => {
  const date = new Date()
  date.setMonth(date.getMonth() - months)
  return date
}
const staleConsents: Array<[string, string]> = [
  ['everything on, stored without a version', JSON.stringify(ALL_CONSENT)],
  [
    'everything on, given 13 months ago',
    JSON.stringify(storedConsentValue(ALL_CONSENT, serverConsentScope.processings, monthsAgo(13))),
  ],
  ['the legacy value "true"', 'true'],
]

for (const [name, value] of staleConsents) {
  test(`a consent that no longer holds is asked again, and nothing optional runs until the new choice: ${name}`, async ({
    page,
    context,
  }) => {
    const optional: string[] = []
    await context.route(/^https:\/\/(analytics|ads)\.tracker\.test\//, (route) => {
      optional.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: '' })
    })
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path === '/api/vitals' || /^\/assets\/collect-[\w-]+\.js$/.test(path)) optional.push(path)
    })
    // Seeded from a file of the same origin that runs no script, so the page itself starts with it.
    await page.goto('/robots.txt')
    await page.evaluate((stale) => localStorage.setItem('cookieConsent', stale), value)
    const { release } = await holdEntryScript(page)
    await page.goto('/', { waitUntil: 'load' })
    await expect(banner(page, 'en')).toBeVisible() // before hydration: the head script judged it already
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(banner(page, 'en')).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: messages.en.common_nav_product }).first().click()
    await expect(page).toHaveURL(/\/product$/)
    await settled(page)
    await expect(banner(page, 'en')).toBeVisible()
    expect(optional).toEqual([])
    expect(await stored(page)).toBe(value) // read, kept until the visitor chooses
    await banner(page, 'en').getByRole('button', { name: messages.en.common_cookie_accept_all }).click()
    await expect(banner(page, 'en')).toBeHidden()
    const saved = v.parse(v.looseObject({ given: v.string() }), JSON.parse((await stored(page)) ?? ''))
    expect(saved).toMatchObject({ ...ALL_CONSENT, sharing: false, version: CONSENT_VERSION })
    expect(Date.now() - Date.parse(saved.given)).toBeLessThan(60_000)
    await expect.poll(() => optional.some((request) => request.startsWith('/assets/collect-'))).toBe(true)
  })
}

test('keyboard: the banner is reachable and operable without a mouse', async ({ page }) => {
  await gotoHydrated(page, '/')
  const decline = banner(page, 'en').getByRole('button', { name: messages.en.common_cookie_decline_all })
  await decline.focus()
  await page.keyboard.press('Enter')
  await expect(banner(page, 'en')).toBeHidden()
})

// The banner is part of the page's HTML (app/consent/banner-boot.ts): it shows with the first paint,
// before the page's script has run, and a press then is carried out once it has.

for (const locale of ['en', 'de'] as const) {
  const t = messages[locale]
  const path = locale === 'de' ? '/de/datenschutz' : '/privacy-policy'

  test(`the banner shows before the page hydrates, and a press then is kept and carried out (${locale})`, async ({
    page,
  }) => {
    const { release } = await holdEntryScript(page)
    await page.goto(path, { waitUntil: 'load' })
    await expect(banner(page, locale)).toBeVisible()
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    await banner(page, locale).getByRole('button', { name: t.common_cookie_decline_all }).click()
    await expect(banner(page, locale)).toBeHidden()
    expect(await stored(page)).toBeNull()
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect.poll(() => stored(page)).not.toBeNull()
    expect(JSON.parse((await stored(page)) ?? '')).toMatchObject({
      version: CONSENT_VERSION,
      essential: true,
      functional: false,
      analytics: false,
      performance: false,
      sharing: false,
      marketing: false,
    })
    await expect(page.getByText(t.common_cookie_saved)).toBeVisible()
    await expect(banner(page, locale)).toHaveCount(0)
  })

  test(`"Settings" pressed before the page hydrates opens the settings once it has (${locale})`, async ({ page }) => {
    const { release } = await holdEntryScript(page)
    await page.goto(path, { waitUntil: 'load' })
    await banner(page, locale).getByRole('button', { name: t.common_cookie_settings }).click()
    release()
    await expect(banner(page, locale).getByRole('group', { name: t.common_cookie_settings_title })).toBeVisible()
    await expect(banner(page, locale).getByRole('button', { name: t.common_cookie_save })).toBeVisible()
  })
}

test.describe('a visitor who has chosen', () => {
  test.use({ consent: DEFAULT_CONSENT })

  test('never sees the banner: hidden before the page hydrates, gone after', async ({ page }) => {
    const { release } = await holdEntryScript(page)
    await page.goto('/de/impressum', { waitUntil: 'load' })
    await expect(banner(page, 'de')).toBeHidden()
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(banner(page, 'de')).toHaveCount(0)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the banner stays hidden: nothing it governs can run', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(page.locator('[data-cookie-banner]')).toHaveCount(1)
    await expect(banner(page, 'en')).toBeHidden()
  })
})

// A consent covers the processings in use when it was given (docs/consent.md). The operator sets
// ANALYTICS_SCRIPT_URL after a visitor accepted everything a server without analytics ran: the same
// visitor (same origin, same storage) is asked again before the tool loads, on the first paint.
test('a consent given before an analytics tool was configured is asked again before the tool loads', async ({
  page,
  context,
}) => {
  // Two starts of a production server, each opening a copy of the seeded database: seconds on an
  // idle machine, over a minute each while the other browser tests keep a 2-core machine busy.
  test.setTimeout(400_000)
  const ownPort = ownServerPorts.consentConfig
  const origin = `http://127.0.0.1:${ownPort}`
  const analyticsUrl = serverEnv.ANALYTICS_SCRIPT_URL ?? ''
  // A consent names each third party's host (a new host asks again); the banner names the provider.
  const schedulerHost = new URL(readSiteConfig(serverEnv).schedulerUrl).host
  const analyticsPurpose = filled('en', 'common_cookie_purpose_item_provider', {
    purpose: messages.en.common_cookie_purpose_analytics,
    category: messages.en.common_cookie_analytics,
    provider: legalText(legalEntity.analyticsTool, 'en'),
  })
  const toolRequests: string[] = []
  await context.route(/^https:\/\/analytics\.tracker\.test\//, (route) => {
    toolRequests.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: 'window.analyticsRuns = 1' })
  })

  const withoutAnalytics = await startConfiguredServer(ownPort, { ANALYTICS_SCRIPT_URL: '', CONVERSION_SCRIPT_URL: '' })
  try {
    await expectCompactFirstLayer(page, origin)
    await gotoHydrated(page, `${origin}/`)
    await expect(banner(page, 'en')).not.toContainText(analyticsPurpose)
    await banner(page, 'en').getByRole('button', { name: messages.en.common_cookie_accept_all }).click()
    await expect(banner(page, 'en')).toBeHidden()
    expect(JSON.parse((await stored(page)) ?? '')).toMatchObject({
      functional: true,
      analytics: false,
      performance: true,
      marketing: false,
      processings: [`schedulerEmbed@${schedulerHost}`, 'speedMeasurement'],
    })
  } finally {
    await withoutAnalytics.stop()
  }

  const withAnalytics = await startConfiguredServer(ownPort, {
    ANALYTICS_SCRIPT_URL: analyticsUrl,
    CONVERSION_SCRIPT_URL: '',
  })
  try {
    const { release } = await holdEntryScript(page)
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    await expect(banner(page, 'en')).toBeVisible() // before hydration: the head script knows the tool is new
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(banner(page, 'en')).toBeVisible()
    await expect(banner(page, 'en')).toContainText(analyticsPurpose)
    await settled(page)
    expect(toolRequests).toEqual([])
    expect(await page.locator('script[data-integration]').count()).toBe(0)

    await banner(page, 'en').getByRole('button', { name: messages.en.common_cookie_accept_all }).click()
    await expect.poll(() => toolRequests).toEqual([analyticsUrl])
    expect(JSON.parse((await stored(page)) ?? '')).toMatchObject({
      analytics: true,
      processings: [
        `schedulerEmbed@${schedulerHost}`,
        `analyticsScript@${new URL(analyticsUrl).host}`,
        'speedMeasurement',
      ],
    })
  } finally {
    await withAnalytics.stop()
  }
})

/**
 * On a phone (390 × 844) the first layer takes at most 35 % of the screen in both languages, on a
 * server configured as by default (the scheduler and the speed measurement), and still carries the
 * purposes with their provider, "Decline all" as large as "Accept all", the settings and the policy
 * link. With the settings open, "Save" is on screen without scrolling past the categories.
 */
async function expectCompactFirstLayer(page: Page, origin: string) {
  const before = page.viewportSize()
  await page.setViewportSize({ width: 390, height: 844 })
  for (const [locale, path] of [
    ['en', '/'],
    ['de', '/de'],
  ] as const) {
    const t = messages[locale]
    await gotoHydrated(page, `${origin}${path}`)
    const layer = banner(page, locale)
    await expect(layer).toBeVisible()
    const box = await layer.boundingBox()
    expect(box, locale).not.toBeNull()
    const share = (box?.height ?? Infinity) / 844
    console.log(`first layer at 390 × 844 (${locale}): ${(share * 100).toFixed(1)} % of the screen`)
    expect(share, `${locale}: ${(share * 100).toFixed(1)} % of the screen`).toBeLessThanOrEqual(0.35)
    await expect(layer).toContainText(
      filled(locale, 'common_cookie_purpose_item_provider', {
        purpose: t.common_cookie_purpose_scheduler,
        category: t.common_cookie_functional,
        provider: legalText(legalEntity.scheduler, locale),
      }),
    )
    await expect(layer).toContainText(t.common_cookie_purpose_speed)
    const accept = layer.getByRole('button', { name: t.common_cookie_accept_all })
    const decline = layer.getByRole('button', { name: t.common_cookie_decline_all })
    const [acceptBox, declineBox] = [await accept.boundingBox(), await decline.boundingBox()]
    expect(declineBox?.height).toBe(acceptBox?.height)
    expect(Math.abs((declineBox?.width ?? 0) - (acceptBox?.width ?? 0))).toBeLessThanOrEqual(2)
    expect(await decline.getAttribute('class')).toBe(await accept.getAttribute('class'))
    await expect(layer.getByRole('link', { name: t.common_cookie_privacy_link })).toBeInViewport()
    const settings = layer.getByRole('button', { name: t.common_cookie_settings, exact: true })
    await expect(settings).toBeInViewport()
    await settings.click()
    const save = layer.getByRole('button', { name: t.common_cookie_save })
    await expect(layer.getByText(t.common_cookie_settings_title)).toBeVisible()
    await expect(save).toBeInViewport({ ratio: 1 })
  }
  if (before) await page.setViewportSize(before)
}

/** The built server on `ownPort` as the visitor's origin, with `env`, once it is ready. */
async function startConfiguredServer(ownPort: number, env: Record<string, string>): Promise<OwnServer> {
  const server = startOwnServer(ownPort, { PUBLIC_SITE_URL: `http://127.0.0.1:${ownPort}`, ...env })
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${ownPort}/readyz`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 180_000 },
      )
      .toBe(200)
  } catch (error) {
    await server.stop()
    throw error
  }
  return server
}
