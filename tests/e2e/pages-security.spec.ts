// The security and compliance page over the production build, in both languages: served as HTML by
// the server (200, its own title and hreflang pair), in the sitemap with both alternates, reached
// from the footer, every topic present and the company's details from the legal entity module.
// Its accessibility is checked with every other page in a11y.spec.ts, its HTML in html-validity.spec.ts.
import { legalDetails } from '../../app/content/legal-entity.ts'
import { brand, expect, messages, test } from './fixtures.ts'

const paths = { en: '/security', de: '/de/sicherheit' } as const
/** Every section's heading (the h1 is `pages_security_title`). */
const topics = Object.keys(messages.en).filter((key) => /^pages_security_\w+_title$/.test(key))

for (const locale of ['en', 'de'] as const) {
  const t = messages[locale]
  const path = paths[locale]

  test(`the security page is server-rendered with its hreflang pair (${locale})`, async ({ request, baseURL }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<html lang="${locale}"`)
    expect(html).toContain(`<title>${t.seo_security_title} | ${brand}</title>`)
    const alternates = [...html.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)].map(([link]) => [
      /hreflang="([^"]+)"/i.exec(link)?.[1],
      /href="([^"]+)"/.exec(link)?.[1],
    ])
    expect(alternates).toEqual(
      expect.arrayContaining([
        ['en', new URL(paths.en, baseURL).href],
        ['de', new URL(paths.de, baseURL).href],
        ['x-default', new URL(paths.en, baseURL).href],
      ]),
    )
    // Every topic is in the first response, before any script runs.
    for (const key of topics) expect(html).toContain(t[key])
  })

  test(`the security page is in the sitemap with both languages (${locale})`, async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const entry = sitemap.split('<url>').find((url) => url.includes(`<loc>${new URL(path, baseURL).href}</loc>`))
    expect(entry).toBeDefined()
    expect(entry).toContain(`hreflang="en" href="${new URL(paths.en, baseURL).href}"`)
    expect(entry).toContain(`hreflang="de" href="${new URL(paths.de, baseURL).href}"`)
  })

  test(`the footer leads to the security page, which names the providers and the company (${locale})`, async ({
    sharedPage: page,
    baseURL,
  }) => {
    await page.goto(locale === 'de' ? '/de' : '/')
    await page.getByRole('contentinfo').getByRole('link', { name: t.common_footer_security }).click()
    await expect(page).toHaveURL(new URL(path, baseURL).href)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: t.pages_security_title })).toBeVisible()
    for (const key of topics) await expect(main.getByRole('heading', { level: 2, name: t[key] })).toBeVisible()
    const entity = legalDetails(locale)
    for (const value of [entity.platformHosting, entity.languageModels, entity.company])
      await expect(main).toContainText(value)
    await expect(main).toContainText(t.pages_security_certifications_none)
  })
}
