// `node scripts/perf/vitals-sample.ts [-- --json]`: real page views in Chromium against the production build
// (`npm run build` first), from visitors who allowed the performance category, on a throw-away
// embedded database (or DATABASE_URL); then `npm run vitals` on what arrived. It walks the whole path
// (browser, beacon, endpoint, table, report) and shows what the report looks like. Each visitor
// opens a page, presses Tab (an interaction, for INP), sometimes follows a link inside the site (a
// client-side navigation), and leaves, which hides the page and sends its reports.
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { CONSENT_KEY, DEFAULT_CONSENT } from '../../app/consent/consent-store.ts'
import { matchLocalizedPath } from '../../app/i18n/paths.ts'
import { deviceClass } from '../../app/vitals/device.ts'
import { VITALS_PATH } from '../../app/vitals/policy.ts'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { startProductionServer } from '../lib/production-server.ts'

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } })

interface Visit {
  path: string
  width: number
  /**
   * The first link of the footer or of the blog's list whose address starts so is followed: a
   * client-side navigation (links in the home and product sections that stay server HTML are plain
   * links and load the next page in full).
   */
  follow?: string
}

const PHONE = 390
const TABLET = 820
const DESKTOP = 1366
// 15 visits, 20 page views: within one client's rate limit (30 per 10 minutes).
const visits: Visit[] = [
  { path: '/', width: DESKTOP, follow: '/product' },
  { path: '/', width: DESKTOP },
  { path: '/', width: PHONE },
  { path: '/de', width: PHONE, follow: '/de/business-value-rechner' },
  { path: '/de', width: DESKTOP },
  { path: '/product', width: DESKTOP },
  { path: '/de/produkt', width: PHONE },
  { path: '/de/produkt', width: PHONE },
  { path: '/blog', width: DESKTOP, follow: '/blog/' },
  { path: '/de/blog', width: PHONE, follow: '/de/blog/' },
  { path: '/business-value-calculator', width: TABLET },
  { path: '/about-us', width: TABLET },
  { path: '/de/ueber-uns', width: PHONE, follow: '/de/karriere' },
  { path: '/careers', width: DESKTOP },
  { path: '/book-demo', width: PHONE, follow: '/' },
]

const COLLECTOR = /\/assets\/collect-[\w-]+\.js$/

/**
 * Runs one visit in a context of its own; returns the paths of the page views it made. The context
 * stays open: closing it would cancel the beacons the page sent as it was left.
 */
async function visit(context: BrowserContext, plan: Visit): Promise<string[]> {
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_KEY,
    JSON.stringify({ ...DEFAULT_CONSENT, performance: true }),
  ] as const)
  const page = await context.newPage()
  const collector = page.waitForResponse((response) => COLLECTOR.test(response.url()))
  await page.goto(plan.path)
  await measuring(page, (await collector).url())
  await page.keyboard.press('Tab')
  const viewed = [plan.path]
  if (plan.follow) {
    const link = page.locator(`footer a[href="${plan.follow}"], main article a[href^="${plan.follow}"]`).first()
    const target = (await link.getAttribute('href')) ?? plan.follow
    await link.click()
    await page.waitForURL((url) => url.pathname === target)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.keyboard.press('Tab')
    viewed.push(target)
    // The browser counts a soft navigation once the new page has painted; one left before is part of the last.
    await page.waitForFunction(() => performance.getEntriesByType('soft-navigation').length > 0)
  }
  await page.goto('about:blank')
  return viewed
}

/** The measuring chunk has run and web-vitals has read the page's buffered entries. */
async function measuring(page: Page, chunk: string): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(async (url) => {
    await import(url)
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve()))
  }, chunk)
}

/** How many reports each route, language and device class should get from the page views made. */
function expectedRows(viewed: Array<{ path: string; width: number }>): Map<string, number> {
  const expected = new Map<string, number>()
  for (const { path, width } of viewed) {
    const page = matchLocalizedPath(path)
    if (!page) throw new Error(`${path} is no page`)
    const key = new URLSearchParams({ route: page.route, locale: page.locale, device: deviceClass(width) }).toString()
    expected.set(key, (expected.get(key) ?? 0) + 1)
  }
  return expected
}

async function arrived(base: string, expected: Map<string, number>): Promise<void> {
  const deadline = Date.now() + 60_000
  for (const [query, count] of expected) {
    for (;;) {
      const rows: unknown = await (await fetch(`${base}${VITALS_PATH}?${query}`)).json()
      if (Array.isArray(rows) && rows.length >= count) break
      if (Date.now() > deadline)
        throw new Error(`reports for ${query}: ${count} expected, ${Array.isArray(rows) ? rows.length : 0} arrived`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

const database: Record<string, string> = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL }
  : { PGLITE_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'vitals-sample-')), 'pglite') }
const server = await startProductionServer({ ...database, VITALS_ROWS_FOR_TESTS: '1' })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const viewed: Array<{ path: string; width: number }> = []
  for (const plan of visits) {
    const context = await browser.newContext({ viewport: { width: plan.width, height: 900 }, baseURL: server.base })
    for (const path of await visit(context, plan)) viewed.push({ path, width: plan.width })
  }
  await arrived(server.base, expectedRows(viewed))
} finally {
  await browser.close()
  // With PGlite the server holds the database: the report reads it once the server has closed it.
  await server.stop()
}
const report = spawnSync(process.execPath, ['scripts/perf/vitals-report.ts', ...(values.json ? ['--json'] : [])], {
  env: { ...process.env, ...database },
  stdio: 'inherit',
})
process.exit(report.status ?? 1)
