// Hydration must reuse the server's HTML: a mismatch (React errors #418, #422, #423) makes React throw
// it away and render again, which costs the main thread and can move the page. app/client.tsx logs
// every recoverable error; this fails on any, on every page of the sitemap in both languages.
import { everyPagePath } from '../../scripts/site-paths.ts'
import de from '../../messages/de.json' with { type: 'json' }
import { expect, gotoHydrated, test } from './fixtures.ts'

test('every page hydrates without a recoverable error', async ({ page, baseURL }) => {
  test.setTimeout(600_000)
  const problems: string[] = []
  let current = ''
  page.on('console', (message) => {
    if (message.type() === 'error' && /recovered from an error|Minified React error #4(18|22|23)|hydrat/i.test(message.text())) {
      problems.push(`${current}: ${message.text().slice(0, 300)}`)
    }
  })
  for (const path of await everyPagePath(baseURL ?? '')) {
    current = path
    await gotoHydrated(page, path)
    // Recoverable errors are reported once React has committed: wait for the next frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
  expect(problems).toEqual([])
})

// Presentational sections sit behind KeepServerHtml (app/ui/KeepServerHtml.tsx): on a first load
// their HTML stays static and their code is never fetched; after a client-side navigation they
// render in full. Each case: the page, a page to come from, the header link between them, and the
// deferred parts (the first is an id that only the deferred code writes).
const deferred = [
  { locale: 'en', path: '/', from: '/about-us', parts: ['#home-workflow', '#home-results', 'details[id^="faq-"]'] },
  { locale: 'de', path: '/de', from: '/de/uber-uns', parts: ['#home-workflow', '#home-results', 'details[id^="faq-"]'] },
  { locale: 'en', path: '/product', from: '/about-us', parts: ['#product-workflow', '#product-agents', '#product-assets'] },
  { locale: 'de', path: '/de/produkt', from: '/de/uber-uns', parts: ['#product-workflow', '#product-agents', '#product-assets'] },
] as const

for (const { locale, path, from, parts } of deferred) {
  test(`the deferred sections of ${path} load no code on a first load and render after a client navigation`, async ({ page }) => {
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text())
    })
    await gotoHydrated(page, path)
    for (const part of parts) await expect(page.locator(part).first()).toBeVisible()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const marker = parts[0].slice(1)
    expect(scripts.filter((text) => text.includes(marker))).toHaveLength(0)

    await gotoHydrated(page, from)
    await page.getByRole('banner').locator(`a[href="${path}"]`).first().click()
    await expect(page).toHaveURL(new URL(path, page.url()).href)
    for (const part of parts) await expect(page.locator(part).first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
  })
}

test('typing into the newsletter form and opening the menu while the page hydrates loses nothing', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
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
