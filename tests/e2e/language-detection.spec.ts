import type { Page } from '@playwright/test'
import { expect, gotoHydrated, messages, settled, test } from './fixtures.ts'
import { serverEnv } from './server-env.ts'

// Automatic language selection on the server (app/i18n/language-detection.ts, docs/decisions/0087):
// from Accept-Language (Playwright's `locale`) and the proxy's country header (X-Test-Country, the
// COUNTRY_HEADER of tests/e2e/server-env.ts), for visitors arriving from elsewhere. Default test
// visitors have an English browser and no country. Nothing may be stored for it.
test.use({ consent: null })

const stored = (page: Page) =>
  page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))
const switcher = (page: Page, locale: 'en' | 'de') =>
  page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${messages[locale].common_language_switch_short}`) })
    .first()

test.describe('a visitor with a German browser', () => {
  test.use({ locale: 'de-DE' })

  test('arriving at / lands on /de, with nothing stored and no script asking the device', async ({ page, context }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    const response = await page.goto('/?ref=mail')
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/\?ref=mail$/)
    await expect(page).toHaveURL(/\/de\?ref=mail$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await settled(page)
    expect(await stored(page)).toEqual({ local: [], session: [] })
    expect(await context.cookies()).toEqual([])
    expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([])
  })

  test('after choosing English stays on English pages across navigations and a reload', async ({ page }) => {
    await gotoHydrated(page, '/de/produkt')
    await switcher(page, 'de').click()
    await expect(page).toHaveURL(/\/product$/)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // A link inside the site, then the home page by the logo, then a reload.
    await page.getByRole('contentinfo').getByRole('link', { name: messages.en.common_nav_blog, exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await page.getByRole('contentinfo').getByRole('link', { name: messages.en.common_nav_about, exact: true }).click()
    await expect(page).toHaveURL(/\/about-us$/)
    await page.reload()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page).toHaveURL(/\/about-us$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // A full page load by a plain link of the site (the switcher back and forth) keeps English too.
    await switcher(page, 'en').click()
    await expect(page).toHaveURL(/\/de\/ueber-uns$/)
    await switcher(page, 'de').click()
    await expect(page).toHaveURL(/\/about-us$/)
    await page.reload()
    await expect(page).toHaveURL(/\/about-us$/)
    expect((await stored(page)).local).toEqual([])
  })

  test('is not redirected on an English-only page', async ({ page }) => {
    await page.goto('/brand-analysis')
    await expect(page).toHaveURL(/\/brand-analysis$/)
  })

  test('a crawler is never redirected', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'de-DE',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    const page = await context.newPage()
    await page.goto('/product')
    await expect(page).toHaveURL(/\/product$/)
    await context.close()
  })
})

test.describe('a visitor whose proxy says Austria', () => {
  test.use({ extraHTTPHeaders: { 'X-Test-Country': 'AT' } })

  test('is sent to German through the country header', async ({ page }) => {
    await page.goto('/business-value-calculator')
    await expect(page).toHaveURL(/\/de\/business-value-rechner$/)
  })
})

test.describe('a visitor elsewhere', () => {
  test.use({ extraHTTPHeaders: { 'X-Test-Country': 'FR' } })

  test('stays on English; an injected country is ignored', async ({ page, browser }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    const other = await browser.newContext({ extraHTTPHeaders: { 'X-Test-Country': '<script>DE' } })
    const second = await other.newPage()
    await second.goto('/')
    await expect(second).toHaveURL(/\/$/)
    await other.close()
  })
})

test('the redirect is never cached for others; the English page says what it varies by', async ({ request }) => {
  const site = serverEnv.PUBLIC_SITE_URL as string
  const english = await request.get('/', { headers: { 'accept-language': 'en-US,en;q=0.9' }, maxRedirects: 0 })
  expect(english.status()).toBe(200)
  expect(english.headers()['vary']).toMatch(/Accept-Language/)
  expect(english.headers()['vary']).toMatch(/X-Test-Country/i)
  expect(english.headers()['cache-control']).toMatch(/^public/)

  const german = await request.get('/', { headers: { 'accept-language': 'de-DE,de;q=0.9' }, maxRedirects: 0 })
  expect(german.status()).toBe(302)
  expect(german.headers()['location']).toBe('/de')
  expect(german.headers()['cache-control']).toBe('private, no-store')
  expect(german.headers()['vary']).toMatch(/Accept-Language.*Referer/)

  // A German browser that came from the site gets the English page, but not one a CDN may keep.
  const chosen = await request.get('/', {
    headers: { 'accept-language': 'de-DE', referer: `${site}/de` },
    maxRedirects: 0,
  })
  expect(chosen.status()).toBe(200)
  expect(chosen.headers()['cache-control']).toBe('private, max-age=0')

  // The render cache still gives everyone else the English page.
  const again = await request.get('/', { headers: { 'accept-language': 'en' }, maxRedirects: 0 })
  expect(again.status()).toBe(200)
  expect(await again.text()).toContain('lang="en"')
  // German pages and English-only pages depend on no language header.
  expect((await request.get('/de', { headers: { 'accept-language': 'en' } })).headers()['vary'] ?? '').not.toMatch(
    /Accept-Language/,
  )
})
