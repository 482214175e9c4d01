// Status, language and title of the pages that are not there, and bad input. The pages that are there:
// every-page.spec.ts, which loads each once.
import { brand, expect, messages, test } from './fixtures.ts'

test.describe('not found', () => {
  for (const [path, locale] of [
    ['/does-not-exist', 'en'],
    ['/de/gibt-es-nicht', 'de'],
    ['/de/brand-analysis', 'de'],
    ['/de/thirdpartyterms', 'de'],
    ['/blog/no-such-article', 'en'],
    ['/de/blog/category/keine-kategorie', 'de'],
  ] as const) {
    test(`${path} answers 404 in ${locale}`, async ({ sharedPage: page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page).toHaveTitle(`${messages[locale].seo_not_found_title} | ${brand}`)
    })
  }

  test('the generic 404 page offers a way home in its language', async ({ page }) => {
    await page.goto('/de/gibt-es-nicht')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.de.common_not_found_title)
    await page.getByRole('main').getByRole('link', { name: messages.de.common_not_found_home }).click()
    await expect(page).toHaveURL(/\/de$/)
  })
})

test.describe('bad input never gives a server error', () => {
  const cases: Array<[string, number[]]> = [
    ['/' + 'a'.repeat(8000), [404]],
    ['/de/' + 'x/'.repeat(2000), [301, 307, 404]],
    ['/%E0%A4%A', [404]],
    ['/de/%zz', [404]],
    ['/blog/%', [404]],
    ['/../../etc/passwd', [404]],
    ['/de/../de/produkt', [200]],
    ['/de/%2e%2e/%2e%2e/etc/passwd', [404]],
    ['/product%00', [404]],
    ['/de/blog/category', [404]],
    ['/?lng=<script>alert(1)</script>', [200]],
  ]
  for (const [path, statuses] of cases) {
    test(`${path.slice(0, 40)} answers ${statuses.join(' or ')}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(statuses).toContain(response.status())
      expect(await response.text()).not.toMatch(/at .+\.(m?js|ts):\d+|Error:/)
    })
  }

  test('a malformed German path shows the German not-found page', async ({ request }) => {
    const response = await request.get('/de/%zz')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain(`<title>${messages.de.seo_not_found_title} | ${brand}</title>`)
  })

  test('a German URL with an English segment redirects to the German page', async ({ request }) => {
    const response = await request.get('/de/product?ref=x', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/de/produkt?ref=x')
  })

  test("a German page's former path redirects permanently to its current one", async ({ request }) => {
    const response = await request.get('/de/uber-uns?ref=x', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/de/ueber-uns?ref=x')
  })

  test('a trailing slash redirects to the canonical path', async ({ request }) => {
    const response = await request.get('/de/ueber-uns/', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/de/ueber-uns')
  })
})
