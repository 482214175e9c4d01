// Shared facts for the end-to-end tests: the routes, their expected texts (read from the message
// files, never hard-coded copy) and helpers.
import { test as base, type BrowserContext, type Page } from '@playwright/test'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { CONSENT_KEY, type Consent, DEFAULT_CONSENT, storedConsentValue } from '../../app/consent/consent-store.ts'
import { switchLanguageHref } from '../../app/i18n/paths.ts'
import { type RoutePath, routeTable } from '../../app/i18n/route-table.ts'
import { type Locale } from '../../app/i18n/locale.ts'
import { serverConsentScope } from './server-env.ts'

export const brand = 'LifeScience Agents'
/** Known keys are typed (the German file must have every English key); others may be missing. */
export const messages: Record<Locale, typeof en & Record<string, string>> = { en, de }

/** A message as the page shows it, its `{placeholders}` filled in (those without a value stay); a missing key throws. */
export function filled(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const message = messages[locale][key]
  if (message === undefined) throw new Error(`No message ${key}`)
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}

/** Message key stems of each static page: seo_<seo>_title and the page heading's key. */
const pageKeys: Partial<Record<RoutePath, { seo: string; heading: string }>> = {
  '/': { seo: 'home', heading: 'home_title' },
  '/product': { seo: 'product', heading: 'pages_product_title' },
  '/about-us': { seo: 'about', heading: 'pages_about_title' },
  '/blog': { seo: 'blog', heading: 'pages_blog_title' },
  '/book-demo': { seo: 'book_demo', heading: 'pages_book_demo_title' },
  '/strategic-partnerships': { seo: 'strategic_partnerships', heading: 'pages_strategic_partnerships_title' },
  '/partners': { seo: 'partners', heading: 'pages_partners_title' },
  '/brand-analysis': { seo: 'brand_analysis', heading: 'pages_brand_analysis_title' },
  '/careers': { seo: 'careers', heading: 'pages_careers_title' },
  '/business-value-calculator': { seo: 'calculator', heading: 'pages_calculator_title' },
  '/privacy-policy': { seo: 'privacy', heading: 'pages_privacy_title' },
  '/cookie-policy': { seo: 'cookies', heading: 'pages_cookies_title' },
  '/imprint': { seo: 'imprint', heading: 'pages_imprint_title' },
  '/thirdpartyterms': { seo: 'third_party_terms', heading: 'pages_third_party_terms_title' },
  '/search': { seo: 'search', heading: 'pages_search_title' },
  '/security': { seo: 'security', heading: 'pages_security_title' },
}

export interface PageCase {
  path: string
  locale: Locale
  title: string
  heading: string
  counterpart: string
}

/** Every page that answers without data: 16 English and 14 German paths. */
export const pages: PageCase[] = (Object.entries(routeTable) as Array<[RoutePath, string | null]>)
  .filter(([english]) => !english.includes('$'))
  .flatMap(([english, german]) => {
    const keys = pageKeys[english]
    if (!keys) throw new Error(`No expected texts for ${english}`)
    const locales: Array<[Locale, string]> = german
      ? [
          ['en', english],
          ['de', german],
        ]
      : [['en', english]]
    return locales.map(([locale, path]) => {
      const text = messages[locale]
      const seoTitle = text[`seo_${keys.seo}_title`]
      return {
        path,
        locale,
        title: english === '/' ? `${brand} – ${seoTitle}` : `${seoTitle} | ${brand}`,
        heading: text[keys.heading] as string,
        counterpart: switchLanguageHref(path),
      }
    })
  })

/** Opens a page and waits until React has hydrated it (SiteLayout marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return response
}

/**
 * Waits until the page has hydrated and has fetched, once idle, the pages SiteLayout loads ahead
 * (it marks <html data-preloaded>): after that the page asks for nothing more by itself.
 */
export async function settled(page: Page) {
  await page.locator('html[data-preloaded]').waitFor({ state: 'attached' })
}

/**
 * Holds the requests matching `url` until `release()`, so a test can see the state before they are
 * answered. `requested` settles when the browser asks for the first of them.
 */
export async function holdRequests(
  page: Page,
  url: RegExp,
): Promise<{ release: () => void; requested: Promise<void> }> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked = () => {}
  const requested = new Promise<void>((resolve) => {
    asked = resolve
  })
  await page.route(url, async (route) => {
    asked()
    await held
    await route.continue()
  })
  return { release, requested }
}

/**
 * Holds the browser entry script, so the page stays server HTML (before hydration) until `release()`.
 * `requested` settles when the browser asks for the entry, which it does after the page's load event
 * (app/http/deferred-scripts.ts).
 */
export function holdEntryScript(page: Page): Promise<{ release: () => void; requested: Promise<void> }> {
  return holdRequests(page, /\/assets\/index-[^/]+\.js$/)
}

/**
 * The tests' `test`: visitors have declined optional cookies, so the consent banner does not cover
 * what they click. `test.use({ consent: null })` starts without a choice. An init script stores the
 * choice before the site's scripts run when none is stored (a choice the test makes is kept); a
 * storageState with localStorage did the same, more slowly (record 0014).
 */
/** Functional cookies allowed, nothing else: what the book-a-demo page's own button stores. */
export const functionalConsent: Consent = { ...DEFAULT_CONSENT, functional: true }

/** Stores `consent` before the site's scripts run, unless the visitor has stored a choice already. */
async function storeConsent(context: BrowserContext, consent: Consent) {
  await context.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
    },
    [CONSENT_KEY, JSON.stringify(storedConsentValue(consent, serverConsentScope.processings))] as const,
  )
}

/** The context options of the project's `use` (playwright.config.ts) that a worker's own context needs. */
const contextKeys = [
  'baseURL',
  'locale',
  'timezoneId',
  'userAgent',
  'viewport',
  'screen',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
] as const

/** A worker's kept page: with or without JavaScript, and `cold`: with the browser's caches off. */
interface KeptPageKind {
  javaScriptEnabled: boolean
  cold: boolean
}

interface WorkerFixtures {
  workerPage: (kind: KeptPageKind) => Promise<Page>
}

// Every worker fixture is declared here, for every spec: Playwright gives files with other worker
// fixtures workers of their own, and runs them after the rest.
export const test = base.extend<{ consent: Consent | null; sharedPage: Page; coldPage: Page }, WorkerFixtures>({
  consent: [DEFAULT_CONSENT, { option: true }],
  context: async ({ context, consent }, use) => {
    if (consent) await storeConsent(context, consent)
    await use(context)
  },
  // A context per worker and per kind of kept page, opened on first use: a fresh context and window
  // per test is slow (record 0014), and a page-by-page check needs no fresh one. A cold page has the
  // browser's caches off (DevTools' "Disable cache": every load fetches the page, its font, styles,
  // scripts and images again), so a test of a first visit's layout needs no fresh context either: a
  // context costs its renderer's start, as much again as the page load (docs/testing.md).
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const projectUse = workerInfo.project.use as Record<string, unknown>
      const options = Object.fromEntries(
        contextKeys.filter((key) => projectUse[key] !== undefined).map((key) => [key, projectUse[key]]),
      )
      const pages = new Map<string, Page>()
      await use(async ({ javaScriptEnabled, cold }) => {
        const key = `${javaScriptEnabled} ${cold}`
        const open = pages.get(key)
        if (open && !open.isClosed()) return open
        const context = await browser.newContext({ ...options, javaScriptEnabled })
        await storeConsent(context, DEFAULT_CONSENT)
        const page = await context.newPage()
        if (cold) {
          const cdp = await context.newCDPSession(page)
          await cdp.send('Network.enable')
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
        }
        pages.set(key, page)
        return page
      })
      await Promise.all([...pages.values()].map((page) => page.context().close()))
    },
    { scope: 'worker' },
  ],
  /**
   * A page that keeps its context (cookies, storage, HTTP cache) from test to test in this worker, for
   * checks that open a page and look at it: each test navigates first (to a new document), and gets
   * the viewport and JavaScript setting of its `test.use`. Tests that route requests, listen to the
   * page, change what is stored or move the pointer use `page`; a first visit's layout, `coldPage`.
   */
  sharedPage: async ({ workerPage, consent, javaScriptEnabled, viewport }, use) => {
    await use(
      await keptPage(workerPage, { javaScriptEnabled: javaScriptEnabled !== false, cold: false }, consent, viewport),
    )
  },
  /**
   * A kept page with the browser's caches off, for checks of a first visit's layout (images, the font,
   * layout shift): every `goto` loads the page as a new visitor's browser does, storage aside.
   */
  coldPage: async ({ workerPage, consent, javaScriptEnabled, viewport }, use) => {
    await use(
      await keptPage(workerPage, { javaScriptEnabled: javaScriptEnabled !== false, cold: true }, consent, viewport),
    )
  },
})

/** The worker's kept page of `kind`, readied for the next test: default consent only, its viewport. */
async function keptPage(
  workerPage: WorkerFixtures['workerPage'],
  kind: KeptPageKind,
  consent: Consent | null,
  viewport: { width: number; height: number } | null,
): Promise<Page> {
  if (JSON.stringify(consent) !== JSON.stringify(DEFAULT_CONSENT))
    throw new Error('a kept page has the default consent only: use page')
  const page = await workerPage(kind)
  // A `goto` to the address the last test ended on but for its fragment would only scroll the old
  // document: leave one with a fragment. Not always: a blank page in between costs time (record 0014).
  if (new URL(page.url()).hash) await page.goto('about:blank')
  await page.setExtraHTTPHeaders({})
  if (viewport) await page.setViewportSize(viewport)
  return page
}

export { expect } from '@playwright/test'
