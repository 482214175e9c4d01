import { expect, gotoHydrated, messages, test } from './fixtures.ts'

// The server answers /api/visitor-country from X-Test-Country (playwright.config.ts). Default test
// visitors are in UTC with an English browser, so nothing is detected unless a test says so.
const sessionFlag = (page: import('@playwright/test').Page) => page.evaluate(() => sessionStorage.getItem('languageDetected'))
/** Waits until detection has decided on this page view (app/layout/LanguageDetector.tsx). */
const detection = (page: import('@playwright/test').Page) => page.locator('html[data-language-detection]')

test.describe('a visitor in Berlin time', () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test('is sent to the German counterpart, once per session', async ({ page }) => {
    await page.goto('/product?ref=newsletter#agents')
    await expect(page).toHaveURL(/\/de\/produkt\?ref=newsletter#agents$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    expect(await sessionFlag(page)).toBe('1')
    // Going back to English in the same session keeps English.
    await gotoHydrated(page, '/about-us')
    await expect(detection(page)).toHaveAttribute('data-language-detection', 'skipped')
    await expect(page).toHaveURL(/\/about-us$/)
  })

  test('is not redirected on /de paths, and not after choosing English', async ({ page }) => {
    await gotoHydrated(page, '/de/produkt')
    expect(await sessionFlag(page)).toBeNull()
    await page.getByRole('banner').getByRole('link', { name: new RegExp(`^${messages.de.common_language_switch_short}`) }).first().click()
    await expect(page).toHaveURL(/\/product$/)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(detection(page)).toHaveAttribute('data-language-detection', 'skipped')
    await expect(page).toHaveURL(/\/product$/)
    expect(await page.evaluate(() => localStorage.getItem('languageChoice'))).toBe('en')
  })

  test('is not redirected on an English-only page', async ({ page }) => {
    await gotoHydrated(page, '/brand-analysis')
    await expect(detection(page)).toHaveAttribute('data-language-detection', 'skipped')
    await expect(page).toHaveURL(/\/brand-analysis$/)
  })
})

test.describe('a visitor whose proxy says Austria', () => {
  test.use({ extraHTTPHeaders: { 'X-Test-Country': 'AT' } })

  test('is sent to German through the country signal', async ({ page }) => {
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/visitor-country'))
    await page.goto('/')
    await asked
    await expect(page).toHaveURL(/\/de$/)
  })
})

test.describe('a visitor with a German browser', () => {
  test.use({ locale: 'de-DE' })

  test('is sent to German without asking for the country', async ({ page }) => {
    const lookups: string[] = []
    page.on('request', (request) => request.url().includes('/api/visitor-country') && lookups.push(request.url()))
    await page.goto('/business-value-calculator')
    await expect(page).toHaveURL(/\/de\/business-value-rechner$/)
    expect(lookups).toEqual([])
  })
})

test.describe('a visitor elsewhere', () => {
  test.use({ extraHTTPHeaders: { 'X-Test-Country': 'FR' } })

  test('stays on English; an injected country is ignored', async ({ page, context }) => {
    await gotoHydrated(page, '/')
    await expect(detection(page)).toHaveAttribute('data-language-detection', 'stayed')
    await expect(page).toHaveURL(/\/$/)
    expect(await sessionFlag(page)).toBe('1')

    const other = await context.browser()!.newContext({ extraHTTPHeaders: { 'X-Test-Country': '<script>DE' } })
    const second = await other.newPage()
    await second.goto('/')
    await second.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(detection(second)).toHaveAttribute('data-language-detection', 'stayed')
    await expect(second).toHaveURL(/\/$/)
    await other.close()
  })
})

test('a crawler is never redirected', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Europe/Vienna', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
  const page = await context.newPage()
  await gotoHydrated(page, '/product')
  await expect(detection(page)).toHaveAttribute('data-language-detection', 'skipped')
  await expect(page).toHaveURL(/\/product$/)
  expect(await sessionFlag(page)).toBeNull()
  await context.close()
})
