// Hydration must reuse the server's HTML: a mismatch (React errors #418, #422, #423) makes React throw
// it away and render again, which costs the main thread and can move the page. app/client.tsx logs
// every recoverable error. Each page of the site in both languages, a calculator result and the
// not-found pages: no recoverable error and no Content Security Policy violation, with the lazy
// parts further down loaded too; for the pages of ./axe.ts, no accessibility violation; and on the
// pages of the route table, a language switcher that lands on the page's counterpart.
import type { Response } from '@playwright/test'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { expect, gotoHydrated, holdEntryScript, pages, test } from './fixtures.ts'
import { expectSwitcherLandsOnCounterpart } from './switcher.ts'
import { watchProblems } from './page-problems.ts'
import { AXE_PATHS, axeViolations } from './axe.ts'
import { hydratedPaths } from './site-pages.ts'

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

for (const path of hydratedPaths) {
  const axe = AXE_PATHS.has(path)
  test(`${path} hydrates without a recoverable error or a CSP violation${axe ? '; no WCAG 2.2 AA violation' : ''}`, async ({
    sharedPage: page,
  }) => {
    const problems = await watchProblems(page, { hydration: true })
    await gotoHydrated(page, path)
    // Bring the lazy parts in: scroll to the end and let the images that come into view load.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect
      .poll(() =>
        page
          .locator('img')
          .evaluateAll((images) =>
            images
              .filter(
                (img) =>
                  img.checkVisibility() &&
                  img.getBoundingClientRect().top < innerHeight &&
                  img.getBoundingClientRect().bottom > 0,
              )
              .every((img) => (img as HTMLImageElement).complete),
          ),
      )
      .toBe(true)
    // Recoverable errors are reported once React has committed: wait for the next frames.
    await page.evaluate(frames)
    expect(problems).toEqual([])
    // The accessibility check of a11y.spec.ts, on the page as a visitor has it (./axe.ts).
    if (axe) expect(await axeViolations(page), 'axe').toEqual([])
    // Last, as it leaves the page: the language switcher of a page of the route table (./switcher.ts).
    const routePage = pages.find((candidate) => candidate.path === path)
    if (routePage) await expectSwitcherLandsOnCounterpart(page, routePage)
  })
}

// Presentational sections sit behind KeepServerHtml (app/ui/KeepServerHtml.tsx): on a first load
// their HTML stays static and their code is never fetched; after a client-side navigation they
// render in full. Each case: the page, a page to come from, the header link between them, and the
// deferred parts (the first is an id that only the deferred code writes).
const deferred = [
  { locale: 'en', path: '/', from: '/about-us', parts: ['#home-workflow', '#home-results', 'details[id^="faq-"]'] },
  {
    locale: 'de',
    path: '/de',
    from: '/de/ueber-uns',
    parts: ['#home-workflow', '#home-results', 'details[id^="faq-"]'],
  },
  {
    locale: 'en',
    path: '/product',
    from: '/about-us',
    parts: ['#product-workflow', '#product-agents', '#product-assets'],
  },
  {
    locale: 'de',
    path: '/de/produkt',
    from: '/de/ueber-uns',
    parts: ['#product-workflow', '#product-agents', '#product-assets'],
  },
] as const

for (const { locale, path, from, parts } of deferred) {
  test(`the deferred sections of ${path} load no code on a first load and render after a client navigation`, async ({
    page,
  }) => {
    const scripts: Response[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response)
    })
    await gotoHydrated(page, path)
    for (const part of parts) await expect(page.locator(part).first()).toBeVisible()
    await page.evaluate(frames)
    const marker = parts[0].slice(1)
    const texts = await Promise.all(scripts.map((response) => response.text()))
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.filter((text) => text.includes(marker))).toHaveLength(0)

    await gotoHydrated(page, from)
    await page.getByRole('banner').locator(`a[href="${path}"]`).first().click()
    await expect(page).toHaveURL(new URL(path, page.url()).href)
    for (const part of parts) await expect(page.locator(part).first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
  })
}

test('typing into the newsletter form and opening the menu while the page hydrates loses nothing', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  const { release } = await holdEntryScript(page)
  await page.goto('/de', { waitUntil: 'domcontentloaded' })
  const email = page.getByRole('contentinfo').locator('#newsletter').getByLabel(de.common_newsletter_email_label)
  await email.fill('early@example.com')
  const toggle = page.getByRole('banner').locator('summary')
  await toggle.click()
  const menu = page.getByRole('banner').getByRole('navigation', { name: de.common_nav_label })
  await expect(menu).toBeVisible()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  release()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(email).toHaveValue('early@example.com')
  await expect(menu).toBeVisible()
  // Hydrated, the menu has its behaviour: Escape closes it and gives focus back to the toggle.
  await menu.getByRole('link').first().focus()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle).toBeFocused()
})

// A visitor may scroll before the page has hydrated. The router scrolls to the top (or to a stored
// place) whenever it renders a location; for the hydration's render it threw the visitor back to the
// top and moved what they were about to tap (a lost click on the blog's "Next page" in CI).
for (const { path, next } of [
  { path: '/blog', next: 'pages_blog_next' },
  { path: '/de/blog', next: 'pages_blog_next' },
] as const) {
  test(`scrolling down ${path} while it hydrates keeps the place, and its next page opens at the top`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    const { release } = await holdEntryScript(page)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const nextLink = page.getByRole('link', { name: (path.startsWith('/de') ? de : en)[next] })
    await nextLink.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => scrollY)
    expect(scrolled).toBeGreaterThan(800)
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    // The router's first render has committed by then; give it the frames that follow too.
    await page.evaluate(frames)
    expect(await page.evaluate(() => scrollY)).toBe(scrolled)
    await nextLink.click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  })
}

// The scripts wait for the page (app/http/deferred-scripts.ts): no module preload or script address in
// the HTML, and every script fetched after the load event and the first paint, so they never compete
// with the picture and the font for a slow link. A page answered to one visitor (a form post) is built
// the same way.
test('the page’s scripts are fetched after it has loaded, on a shared page and on a form post’s answer', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/de/blog/hwg-konforme-heilmittelwerbung-digital', '/business-value-calculator?team=8']) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toMatch(/<link[^>]*rel="modulepreload"/)
    expect(html, path).not.toMatch(/<script[^>]*\ssrc=/)
    await gotoHydrated(page, path)
    const timing = await page.evaluate(() => {
      const navigation = performance
        .getEntriesByType('navigation')
        .find((entry) => entry instanceof PerformanceNavigationTiming)
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'))
      const [paint] = performance.getEntriesByName('first-contentful-paint')
      return {
        load: navigation?.loadEventStart ?? Number.NaN,
        paint: paint?.startTime ?? Number.NaN,
        starts: scripts.map((entry) => entry.startTime),
      }
    })
    expect(timing.starts.length, path).toBeGreaterThan(0)
    for (const start of timing.starts) expect(start, path).toBeGreaterThanOrEqual(Math.max(timing.load, timing.paint))
  }
  const posted = await request.post('/de', {
    form: { form: 'newsletter', email: 'not-an-address' },
    headers: { 'sec-fetch-site': 'same-origin', 'X-Test-Client': `deferred-scripts-${Date.now()}` },
  })
  expect(posted.status()).toBe(400)
  const answer = await posted.text()
  expect(answer).not.toMatch(/<script[^>]*\ssrc=/)
  // The deferred loader (app/http/deferred-loader.js), stamped with the answer's nonce.
  expect(answer).toMatch(
    /<script nonce="[^"]+" data-entry="\/assets\/[^"]+" data-preloads="[^"]*">[^<]*\}\)\(document\.currentScript\)<\/script>/,
  )
})
