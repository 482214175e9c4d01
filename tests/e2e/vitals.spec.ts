import type { APIRequestContext, Page, Response } from '@playwright/test'
import { DEFAULT_CONSENT } from '../../app/consent/consent-store.ts'
import { VITALS_PATH } from '../../app/vitals/policy.ts'
import { expect, gotoHydrated, messages, test } from './fixtures.ts'

// Speed measured on real visits (app/vitals/). A page is hidden the way a visitor hides it: by
// leaving it. The rows are read back through the test-only GET /api/vitals (VITALS_ROWS_FOR_TESTS,
// tests/e2e/server-env.ts). Each test measures a route, language and device class no other test of
// the suite reports, and compares the rows before and after, so parallel tests and retries cannot
// mix up their counts. Browsers send a leaving page's beacon outside the page's own network events,
// so the server's rows are the record of what arrived.

interface Row {
  day: string
  route: string
  locale: string
  device: string
  navigation: string
  connection: string | null
  lcpMs: number | null
  inpMs: number | null
  cls: number | null
  fcpMs: number | null
  ttfbMs: number | null
}
interface PageKey {
  route: string
  locale: 'en' | 'de'
  device: 'mobile' | 'tablet' | 'desktop'
}

const MOBILE = { width: 390, height: 844 }
const TABLET = { width: 820, height: 1180 }
const DESKTOP = { width: 1280, height: 800 }
const performanceOnly = { ...DEFAULT_CONSENT, performance: true }
const COLLECTOR = /^\/assets\/collect-[\w-]+\.js$/

async function rowsOf(request: APIRequestContext, page: PageKey): Promise<Row[]> {
  const response = await request.get(`${VITALS_PATH}?${new URLSearchParams({ ...page })}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as Row[]
}

/** The rows of `page` that arrived after `before` was read (rows have no id: compared as values). */
async function newRows(request: APIRequestContext, page: PageKey, before: Row[]): Promise<Row[]> {
  const left = before.map((row) => JSON.stringify(row))
  return (await rowsOf(request, page)).filter((row) => {
    const index = left.indexOf(JSON.stringify(row))
    if (index === -1) return true
    left.splice(index, 1)
    return false
  })
}

/** Waits for `count` new rows of `page` and returns them. */
async function arrived(request: APIRequestContext, page: PageKey, before: Row[], count = 1): Promise<Row[]> {
  await expect.poll(async () => (await newRows(request, page, before)).length, { timeout: 30_000 }).toBe(count)
  return newRows(request, page, before)
}

const collectorResponse = (page: Page) =>
  page.waitForResponse((response) => COLLECTOR.test(new URL(response.url()).pathname))

/**
 * Waits until the measuring chunk has run and web-vitals has read the page's buffered entries: the
 * page has loaded (TTFB is read then), the chunk is evaluated, and the browser is idle again.
 */
async function measuring(page: Page, collector: Promise<Response>) {
  const url = (await collector).url()
  await page.waitForLoadState('load')
  await page.evaluate(async (chunk) => {
    await import(chunk)
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve()))
  }, url)
}

/** Opens a page of the site and waits until it is being measured. */
async function openMeasured(page: Page, path: string) {
  const collector = collectorResponse(page)
  await gotoHydrated(page, path)
  await measuring(page, collector)
}

/** Hides the page the way a visitor does: by leaving it. */
const leave = (page: Page) => page.goto('about:blank')

const banner = (page: Page, locale: 'en' | 'de') =>
  page.getByRole('region', { name: messages[locale].common_cookie_title })

test.describe('without performance consent', () => {
  test.use({ consent: null })

  test('no measuring code loads and nothing is reported; allowing performance in the settings starts both', async ({
    page,
    request,
  }) => {
    const t = messages.en
    await page.setViewportSize(MOBILE)
    const requested: string[] = []
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname))
    const about = { route: '/about-us', locale: 'en', device: 'mobile' } as const
    const imprint = { route: '/imprint', locale: 'en', device: 'mobile' } as const
    const careers = { route: '/careers', locale: 'en', device: 'mobile' } as const
    const before = {
      about: await rowsOf(request, about),
      imprint: await rowsOf(request, imprint),
      careers: await rowsOf(request, careers),
    }

    await gotoHydrated(page, '/about-us')
    await banner(page, 'en').getByRole('button', { name: t.common_cookie_decline_all }).click()
    // A client-side navigation, then a page left: without consent neither is measured.
    await page.getByRole('contentinfo').getByRole('link', { name: t.common_footer_imprint }).click()
    await expect(page).toHaveURL(/\/imprint$/)
    await page.waitForLoadState('load')
    await gotoHydrated(page, '/careers')
    expect(requested.filter((path) => COLLECTOR.test(path) || path === VITALS_PATH)).toEqual([])
    expect(
      await page.evaluate(
        () =>
          performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/assets/collect-')).length,
      ),
    ).toBe(0)

    // Allowing performance now loads the measuring code, and this page view is reported when left.
    const collector = collectorResponse(page)
    await page.getByRole('contentinfo').getByRole('button', { name: t.common_cookie_reopen }).click()
    await banner(page, 'en').getByRole('button', { name: t.common_cookie_settings, exact: true }).click()
    await banner(page, 'en').getByRole('checkbox', { name: t.common_cookie_performance }).check({ force: true })
    await banner(page, 'en').getByRole('button', { name: t.common_cookie_save }).click()
    await measuring(page, collector)
    await leave(page)
    expect(await arrived(request, careers, before.careers)).toHaveLength(1)
    // The pages seen before the consent sent nothing (their beacons would have left before this one).
    expect(await newRows(request, about, before.about)).toEqual([])
    expect(await newRows(request, imprint, before.imprint)).toEqual([])
  })
})

test.describe('with performance consent', () => {
  test.use({ consent: performanceOnly })

  test('a page view, then leaving the page, stores exactly one row with the right fields', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(MOBILE)
    const product = { route: '/product', locale: 'de', device: 'mobile' } as const
    const careers = { route: '/careers', locale: 'de', device: 'mobile' } as const
    const before = { product: await rowsOf(request, product), careers: await rowsOf(request, careers) }
    await openMeasured(page, '/de/produkt')
    await leave(page)

    const [row] = await arrived(request, product, before.product)
    expect(row).toEqual({
      day: new Date().toISOString().slice(0, 10),
      route: '/product',
      locale: 'de',
      device: 'mobile',
      navigation: 'navigate',
      connection: '4g',
      lcpMs: expect.any(Number),
      inpMs: null, // nobody interacted
      cls: expect.any(Number),
      fcpMs: expect.any(Number),
      ttfbMs: expect.any(Number),
    })
    if (!row) return
    expect(row.ttfbMs).toBeLessThanOrEqual(row.fcpMs ?? 0)
    expect(row.fcpMs).toBeLessThanOrEqual(row.lcpMs ?? 0)
    expect(row.cls).toBeGreaterThanOrEqual(0)

    // Exactly one: a second page view, left the same way, arrives, and the first still has one row.
    await openMeasured(page, '/de/karriere')
    await leave(page)
    await arrived(request, careers, before.careers)
    expect(await newRows(request, product, before.product)).toHaveLength(1)
  })

  test('a client-side navigation is a page view of its own route, with its own INP and CLS', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(TABLET)
    const home = { route: '/', locale: 'de', device: 'tablet' } as const
    const calculator = { route: '/business-value-calculator', locale: 'de', device: 'tablet' } as const
    const before = { home: await rowsOf(request, home), calculator: await rowsOf(request, calculator) }
    await openMeasured(page, '/de')
    // The footer's link: a client-side navigation (links in the home page's sections that stay server
    // HTML are plain links, so they load the next page in full).
    await page.getByRole('contentinfo').getByRole('link', { name: messages.de.common_footer_calculator }).click()
    await expect(page).toHaveURL(/\/de\/business-value-rechner$/)
    await expect(page.getByRole('heading', { level: 1, name: messages.de.pages_calculator_title })).toBeVisible()
    // Chromium counts the soft navigation once the new page has painted (a page left before is part of the last one).
    await page.waitForFunction(() => performance.getEntriesByType('soft-navigation').length > 0)
    await leave(page)

    const [load] = await arrived(request, home, before.home)
    expect(load).toMatchObject({
      navigation: 'navigate',
      lcpMs: expect.any(Number),
      fcpMs: expect.any(Number),
      ttfbMs: expect.any(Number),
      cls: expect.any(Number),
    })
    // The click that left the home page is the home page view's interaction.
    expect(load?.inpMs).toEqual(expect.any(Number))
    const [soft] = await arrived(request, calculator, before.calculator)
    expect(soft).toMatchObject({
      navigation: 'soft-navigation',
      cls: expect.any(Number),
      lcpMs: null,
      fcpMs: null,
      ttfbMs: null,
    })
  })

  test('withdrawing the consent stops the reports at once, without a reload', async ({ page, request }) => {
    const t = messages.de
    await page.setViewportSize(DESKTOP)
    const about = { route: '/about-us', locale: 'de', device: 'desktop' } as const
    const partners = { route: '/partners', locale: 'de', device: 'desktop' } as const
    const before = { about: await rowsOf(request, about), partners: await rowsOf(request, partners) }
    await openMeasured(page, '/de/ueber-uns')
    let reloaded = false
    page.on('load', () => (reloaded = true))
    await page.getByRole('contentinfo').getByRole('button', { name: t.common_cookie_reopen }).click()
    await expect(banner(page, 'de')).toBeVisible()
    expect(reloaded).toBe(false)
    // The next page view has the consent again (the test's visitor stores it on every page without
    // one): it is reported, and the withdrawn one never arrives before it.
    await openMeasured(page, '/de/partner')
    await leave(page)
    await arrived(request, partners, before.partners)
    expect(await newRows(request, about, before.about)).toEqual([])
  })
})

test.describe('the endpoint', () => {
  const valid = {
    route: '/thirdpartyterms',
    locale: 'en',
    device: 'desktop',
    navigation: 'navigate',
    metrics: { LCP: 1200 },
  }

  test('junk, oversized and cross-site posts answer 4xx; a valid one 204', async ({ request, baseURL }) => {
    const post = (data: string, headers: Record<string, string> = {}) =>
      request.post(VITALS_PATH, {
        data,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          origin: baseURL ?? '',
          'x-test-client': `endpoint-${Date.now()}-${process.pid}`,
          ...headers,
        },
      })
    expect((await post(JSON.stringify(valid))).status()).toBe(204)
    expect((await post('not json')).status()).toBe(400)
    expect((await post(JSON.stringify({ ...valid, route: '/blog/some-article?utm_source=x' }))).status()).toBe(400)
    expect((await post(JSON.stringify({ ...valid, metrics: { LCP: -5 } }))).status()).toBe(400)
    expect((await post(JSON.stringify({ ...valid, userAgent: 'Mozilla/5.0' }))).status()).toBe(400)
    expect((await post(JSON.stringify({ ...valid, padding: 'x'.repeat(4096) }))).status()).toBe(413)
    expect(
      (await post(JSON.stringify(valid), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status(),
    ).toBe(403)
    expect((await post(JSON.stringify(valid), { origin: 'https://evil.example' })).status()).toBe(403)
    // A client that names no origin is no browser on this site.
    expect(
      (
        await request.post(VITALS_PATH, {
          data: JSON.stringify(valid),
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
        })
      ).status(),
    ).toBe(403)
    expect(
      (await request.put(VITALS_PATH, { data: JSON.stringify(valid), headers: { origin: baseURL ?? '' } })).status(),
    ).toBe(405)
  })
})
