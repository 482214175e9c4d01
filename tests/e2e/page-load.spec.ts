import { expect, gotoHydrated, holdRequests, messages, settled, test } from './fixtures.ts'

test('a new page starts at the top; back restores the position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await gotoHydrated(page, '/')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  // At the bottom the link sits under the sticky header: focusing it scrolls it into the open
  // (scroll-padding), so the position to restore is the one after focusing.
  await page.getByRole('contentinfo').getByRole('link', { name: messages.en.common_footer_imprint }).focus()
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(200)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/imprint$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5)
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 5)
})

test('blog, product and about us are preloaded after the first page', async ({ page }) => {
  const chunks: string[] = []
  page.on('request', (request) => chunks.push(new URL(request.url()).pathname))
  await page.goto('/de/impressum')
  for (const name of ['blog', 'product', 'about-us']) {
    await expect
      .poll(
        () =>
          chunks.some((path) => new RegExp(`/assets/${name}[-.].*\\.js$`).test(path)) ||
          chunks.some((path) => path.includes(`/assets/${name}`)),
        { timeout: 10_000 },
      )
      .toBe(true)
  }
})

test('fonts are self-hosted woff2 files, preloaded, and nothing is requested from another host', async ({ page }) => {
  const hosts = new Set<string>()
  page.on('request', (request) => hosts.add(new URL(request.url()).host))
  await page.goto('/')
  const preloads = page.locator('link[rel="preload"][as="font"]')
  await expect(preloads).toHaveCount(1)
  await expect(preloads).toHaveAttribute('href', /^\/assets\/inter-subset-.+\.woff2$/)
  // One variable file serves every weight the site uses.
  for (const weight of [400, 500, 600, 700]) {
    await expect.poll(() => page.evaluate((w) => document.fonts.check(`${w} 16px Inter`), weight)).toBe(true)
  }
  await settled(page)
  expect([...hosts]).toEqual([new URL(page.url()).host])
})

test('the footer links to German pages on German pages and shows the current year', async ({ sharedPage: page }) => {
  await page.goto('/de/karriere')
  const footer = page.getByRole('contentinfo')
  // The About column's link (the newsletter's consent text links the privacy policy too).
  await expect(
    footer
      .getByRole('region', { name: messages.de.common_footer_about })
      .getByRole('link', { name: messages.de.common_footer_privacy }),
  ).toHaveAttribute('href', '/de/datenschutz')
  await expect(footer.getByRole('link', { name: messages.de.common_footer_calculator })).toHaveAttribute(
    'href',
    '/de/business-value-rechner',
  )
  await expect(footer).toContainText(String(new Date().getFullYear()))
  await expect(footer).toContainText(messages.de.common_footer_made_in)
  // Contact leads to the site's own demo page, in the same tab (record 0023).
  const contact = footer.getByRole('link', { name: new RegExp(`^${messages.de.common_footer_contact}`) })
  await expect(contact).toHaveAttribute('href', '/de/demo-buchen')
  await expect(contact).not.toHaveAttribute('target')
})

test('a slow navigation shows a loading spinner, then the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoHydrated(page, '/de')
  // Hold back the careers page's code (it is not among the preloaded pages) until the spinner shows.
  const { release } = await holdRequests(page, /\/assets\/careers-[^/]+\.js$/)
  await page.getByRole('contentinfo').getByRole('link', { name: messages.de.common_nav_careers, exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: messages.de.common_loading })).toBeAttached()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.de.pages_careers_title)
  await expect(page.getByRole('status').filter({ hasText: messages.de.common_loading })).toHaveCount(0)
})
