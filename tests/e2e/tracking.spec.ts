import type { BrowserContext, Page } from '@playwright/test'
import { expect, gotoHydrated, messages, settled, test } from './fixtures.ts'

// The server runs with a test analytics script, a test conversion script and a test scheduler
// (playwright.config.ts). They live on hosts of their own; the browser gets them from page.route.
test.use({ consent: null })

const analyticsHost = 'analytics.tracker.test'
const adsHost = 'ads.tracker.test'

async function fakeThirdParties(context: BrowserContext) {
  const requested: string[] = []
  await context.route(/^https:\/\/(analytics|ads)\.tracker\.test\//, (route) => {
    requested.push(new URL(route.request().url()).host)
    const analytics = route.request().url().includes(analyticsHost)
    return route.fulfill({
      contentType: 'text/javascript',
      body: analytics
        ? `window.analyticsRuns = (window.analyticsRuns || 0) + 1; document.cookie = '_test_analytics=1; path=/'`
        : `window.reportTestConversion = function () { window.conversions = (window.conversions || 0) + 1 }`,
    })
  })
  return requested
}

const banner = (page: Page) => page.getByRole('region', { name: messages.en.common_cookie_title })
const conversions = (page: Page) =>
  page.evaluate(() => (window as unknown as { conversions?: number }).conversions ?? 0)

/** Clicks the header's Book demo: the demo page opens in the same tab (the conversion, if any, is counted on the page left behind). */
async function bookDemo(page: Page) {
  await page.evaluate(() => {
    // The count survives the client-side navigation (same document).
    ;(window as unknown as { conversions?: number }).conversions ??= 0
  })
  await page.getByRole('banner').getByRole('link', { name: messages.en.common_book_demo, exact: true }).first().click()
  await expect(page).toHaveURL(/\/book-demo$/)
}

test('before consent no tracker loads; accept all loads both and the CTA reports a conversion', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const requested = await fakeThirdParties(context)
  await gotoHydrated(page, '/')
  await settled(page)
  expect(requested).toEqual([])
  expect(await page.locator('script[data-integration]').count()).toBe(0)

  await banner(page).getByRole('button', { name: messages.en.common_cookie_accept_all }).click()
  await expect(page.locator('script[data-integration]')).toHaveCount(2)
  await expect.poll(() => page.evaluate(() => (window as unknown as { analyticsRuns?: number }).analyticsRuns)).toBe(1)
  expect(requested.sort()).toEqual([adsHost, analyticsHost])

  await bookDemo(page)
  expect(await conversions(page)).toBe(1)

  // A later page view in the same tab does not load the scripts twice.
  await page
    .getByRole('banner')
    .getByRole('link', { name: messages.en.common_nav_product, exact: true })
    .first()
    .click()
  await expect(page).toHaveURL(/\/product$/)
  expect(await page.locator('script[data-integration]').count()).toBe(2)
})

test('decline all: nothing loads and the CTA leads to the demo page without reporting', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const requested = await fakeThirdParties(context)
  await gotoHydrated(page, '/')
  await banner(page).getByRole('button', { name: messages.en.common_cookie_decline_all }).click()
  await bookDemo(page)
  expect(await conversions(page)).toBe(0)
  await page.reload()
  await settled(page)
  expect(requested).toEqual([])
})

test('analytics only: the conversion script stays away and no conversion is reported', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const requested = await fakeThirdParties(context)
  await gotoHydrated(page, '/')
  await banner(page).getByRole('button', { name: messages.en.common_cookie_settings, exact: true }).click()
  await banner(page).getByRole('checkbox', { name: messages.en.common_cookie_analytics }).check({ force: true })
  await banner(page).getByRole('button', { name: messages.en.common_cookie_save }).click()
  await expect.poll(() => requested).toEqual([analyticsHost])
  await bookDemo(page)
  expect(await conversions(page)).toBe(0)
})

test('withdrawing consent stops the tracker: its cookie is expired and the page reloads without it', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await fakeThirdParties(context)
  await gotoHydrated(page, '/')
  await banner(page).getByRole('button', { name: messages.en.common_cookie_accept_all }).click()
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toContain('_test_analytics')
  const reloaded = page.waitForEvent('load')
  await page.getByRole('contentinfo').getByRole('button', { name: messages.en.common_cookie_reopen }).click()
  await reloaded
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(banner(page)).toBeVisible()
  expect(await page.locator('script[data-integration]').count()).toBe(0)
  expect((await context.cookies()).map((c) => c.name)).not.toContain('_test_analytics')
  expect(await page.evaluate(() => (window as unknown as { analyticsRuns?: number }).analyticsRuns)).toBeUndefined()
})

test('every demo CTA leads to the demo page in the same tab, with a 44 px target', async ({ page }) => {
  for (const [path, demoPage] of [
    ['/', '/book-demo'],
    ['/de', '/de/demo-buchen'],
    ['/business-value-calculator?team=8&campaigns=12&pieces=20&budget=15000', '/book-demo'],
  ] as const) {
    await page.goto(path)
    const ctas = page.locator('a[data-demo-link]')
    expect(await ctas.count()).toBeGreaterThan(0)
    for (const cta of await ctas.all()) {
      expect(new URL((await cta.getAttribute('href')) ?? '', 'http://site').pathname).toBe(demoPage)
      await expect(cta).not.toHaveAttribute('target', /.+/)
    }
    // The header's and the page's CTAs are buttons, at least 44 px high (the footer's is a text link).
    const buttons = [
      ...(await page.getByRole('banner').locator('a[data-demo-link]').all()),
      ...(await page.getByRole('main').locator('a[data-demo-link]').all()),
    ]
    expect(buttons.length).toBeGreaterThan(0)
    for (const cta of buttons) {
      if (await cta.isVisible()) expect((await cta.boundingBox())?.height).toBeGreaterThanOrEqual(44)
    }
  }
})
