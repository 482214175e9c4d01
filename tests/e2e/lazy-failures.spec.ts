// Lazy code that fails to load, as a visitor meets it: each case blocks one chunk (or gives the page
// a language tag uPlot's top-level Intl.NumberFormat rejects) and checks what the page shows, that the
// chunk was asked for once only (app/lib/load-once.ts: WebKit would resolve a second import of a
// module that threw with its half-initialised namespace) and that the page reported no error.
import type { Page } from '@playwright/test'
import { CONSENT_KEY } from '../../app/consent/consent-store.ts'
import { brand, expect, filled, gotoHydrated, messages, settled, test } from './fixtures.ts'

/** Aborts every request for the chunk; returns how often it was asked for. */
async function blockChunk(page: Page, name: string): Promise<() => number> {
  let asked = 0
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    asked += 1
    await route.abort()
  })
  return () => asked
}

/**
 * Uncaught errors, unhandled rejections and errors logged to the console (React logs an error an
 * error boundary caught), apart from the blocked request's own "Failed to load resource".
 */
function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  return errors
}

const calculator = {
  en: '/business-value-calculator?team=8&campaigns=12&pieces=20&budget=15000',
  de: '/de/business-value-rechner?team=8&campaigns=12&pieces=20&budget=15000',
} as const

async function expectChartsFailed(page: Page, locale: 'en' | 'de') {
  const t = messages[locale]
  for (const [title, caption] of [
    [t.pages_calc_chart_time_title, t.pages_calc_table_time],
    [t.pages_calc_chart_cost_title, t.pages_calc_table_cost],
  ] as const) {
    const figure = page.getByRole('figure', { name: title })
    await figure.scrollIntoViewIfNeeded()
    const message = figure.getByText(t.pages_calc_chart_failed)
    await expect(message).toBeVisible()
    // The summary stays, and the table shows in the chart's place, in the box's height.
    await expect(figure.locator('figcaption p')).toBeVisible()
    await expect(figure.getByRole('table', { name: caption })).toBeVisible()
    await expect(figure.getByRole('table', { name: caption }).getByRole('row')).toHaveCount(13)
    const box = await message.locator('..').boundingBox()
    expect(box?.height, 'the box keeps its height').toBe(330)
  }
  await expect(page.locator('figure canvas')).toHaveCount(0)
}

test('a chart whose code is blocked says so and shows its table; uPlot is not asked for again', async ({ page }) => {
  const errors = pageErrors(page)
  const asked = await blockChunk(page, 'uplot-chart')
  await gotoHydrated(page, calculator.en)
  await expectChartsFailed(page, 'en')
  // Asked for once (Vite's preload may ask in parallel); charts mounted again after a client-side
  // navigation away and back do not import it again.
  const first = asked()
  await page.getByRole('link', { name: filled('en', 'common_logo_label', { brand }) }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await page.goBack()
  await expectChartsFailed(page, 'en')
  expect(asked()).toBe(first)
  expect(errors).toEqual([])
})

test('navigator.language "C" (WebKitGTK under LANG=C): the charts say so in German', async ({ page }) => {
  // uPlot 1.6 runs `new Intl.NumberFormat(navigator.language)` as its module loads: "C" throws a
  // RangeError there, as it does in WebKit (docs/upgrading.md).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'language', { get: () => 'C', configurable: true })
  })
  const errors = pageErrors(page)
  await gotoHydrated(page, calculator.de)
  await expectChartsFailed(page, 'de')
  expect(errors).toEqual([])
})

test.describe('without a stored choice', () => {
  test.use({ consent: null })

  test('blocked settings: the banner offers a checkbox per category, and the choice is stored', async ({ page }) => {
    const t = messages.en
    const errors = pageErrors(page)
    const asked = await blockChunk(page, 'CookieSettings')
    await gotoHydrated(page, '/')
    const banner = page.getByRole('region', { name: t.common_cookie_title })
    const settings = banner.getByRole('button', { name: t.common_cookie_settings, exact: true })
    await settings.hover()
    await settings.focus()
    await settings.click()
    const categories = banner.getByRole('group', { name: t.common_cookie_settings })
    await expect(categories.getByRole('checkbox', { name: t.common_cookie_functional })).not.toBeChecked()
    await categories.getByRole('checkbox', { name: t.common_cookie_performance }).check()
    await banner.getByRole('button', { name: t.common_cookie_save }).click()
    await expect(banner).toBeHidden()
    const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)
    expect(stored).toContain('"performance":true')
    expect(stored).toContain('"functional":false')
    expect(asked()).toBe(1)
    expect(errors).toEqual([])
  })

  test('a blocked toaster: "Accept all" stores the choice, the page reports no error', async ({ page }) => {
    const t = messages.de
    const errors = pageErrors(page)
    const asked = await blockChunk(page, 'toaster')
    await gotoHydrated(page, '/de')
    const banner = page.getByRole('region', { name: t.common_cookie_title })
    await banner.getByRole('button', { name: t.common_cookie_accept_all }).click()
    await expect(banner).toBeHidden()
    await expect.poll(() => asked()).toBe(1)
    // Once the idle preloads are done the page has nothing left of its own to do: what shows now stays.
    await settled(page)
    await expect(page.getByRole('heading', { level: 1, name: t.home_title })).toBeVisible()
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toContain('"performance":true')
    expect(errors).toEqual([])
  })
})

test('a blocked newsletter function: the form posts as without JavaScript and the server answers, address kept (de)', async ({
  page,
}) => {
  const t = messages.de
  const errors = pageErrors(page)
  const asked = await blockChunk(page, 'newsletter.functions')
  await gotoHydrated(page, '/de')
  const form = page.getByRole('contentinfo').locator('#newsletter')
  const email = form.getByLabel(t.common_newsletter_email_label)
  await email.fill('not-an-address')
  const posted = page.waitForResponse((response) => response.request().method() === 'POST')
  await form.getByRole('button', { name: t.common_newsletter_submit }).click()
  expect((await posted).url()).not.toContain('/_serverFn/')
  await expect(form.getByRole('status')).toHaveText(t.common_newsletter_error_invalid)
  await expect(email).toHaveValue('not-an-address')
  expect(asked()).toBe(1)
  expect(errors).toEqual([])
})

test('a deferred section blocked after a client navigation: the page loads as a document with its server HTML', async ({
  page,
}) => {
  const t = messages.en
  const errors = pageErrors(page)
  const asked = await blockChunk(page, 'HomeStory')
  await gotoHydrated(page, '/product')
  const documents: string[] = []
  page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()))
  await page.getByRole('link', { name: filled('en', 'common_logo_label', { brand }) }).click()
  await expect(page.getByRole('heading', { name: t.home_workflow_title })).toBeVisible()
  expect(documents.map((url) => new URL(url).pathname)).toEqual(['/'])
  expect(asked()).toBe(1)
  expect(errors).toEqual([])
})
