import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { brand, expect, gotoHydrated, messages, test } from './fixtures.ts'

// Over the production build: the sitemap's URLs, each page's canonical and hreflang set, JSON-LD and
// the feeds. The server's PUBLIC_SITE_URL is its own address (playwright.config.ts), so every absolute
// URL in the head can be requested.
test.describe.configure({ mode: 'serial' })

async function sitemapUrls(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  expect(response.headers()['cache-control']).toContain('s-maxage')
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string)
}

async function headOf(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((l): [string, string | null] => [
        l.getAttribute('hreflang') ?? '',
        l.getAttribute('href'),
      ]),
    ),
    robots: document.querySelector('meta[name=robots]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
  }))
}

/** A tag's attributes by their lower-case names, `&amp;` decoded. */
function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [, name = '', value = ''] of text.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g))
    attributes[name.toLowerCase()] = value.replace(/&amp;/g, '&')
  return attributes
}

/** The head of server-rendered HTML, read without a browser (what a crawler sees). */
function headOfHtml(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const tags = [...head.matchAll(/<(link|meta)\b([^>]*)>/g)].map(([, tag, attrs = '']) => ({
    tag,
    attrs: attributesOf(attrs),
  }))
  const links = tags.filter((t) => t.tag === 'link').map((t) => t.attrs)
  const alternates: Record<string, string | undefined> = {}
  for (const link of links) if (link.rel === 'alternate' && link.hreflang) alternates[link.hreflang] = link.href
  return {
    canonical: links.find((l) => l.rel === 'canonical')?.href ?? null,
    alternates,
    robots: tags.find((t) => t.tag === 'meta' && t.attrs.name === 'robots')?.attrs.content ?? null,
    ogImage: tags.find((t) => t.tag === 'meta' && t.attrs.property === 'og:image')?.attrs.content ?? null,
  }
}

test('every URL in the sitemap answers 200, points its canonical to itself and has reciprocal hreflang', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const urls = await sitemapUrls(request)
  expect(urls.length).toBeGreaterThan(40)
  const heads = new Map<string, ReturnType<typeof headOfHtml>>()
  for (const url of urls) {
    const response = await request.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(200)
    const head = headOfHtml(await response.text())
    expect(head.canonical, url).toBe(url)
    expect(head.robots, url).toBeNull()
    heads.set(url, head)
  }
  for (const [url, head] of heads) {
    const { en, de, 'x-default': fallback } = head.alternates
    if (!en && !de) continue
    expect([en, de], url).toContain(url)
    expect(fallback, url).toBe(en)
    // Each alternate is in the sitemap and names the same pair.
    for (const other of [en, de] as string[]) {
      expect(heads.get(other)?.alternates, `${url} → ${other}`).toEqual(head.alternates)
    }
  }
  // Share images answer too.
  const images = new Set([...heads.values()].map((head) => head.ogImage).filter(Boolean) as string[])
  expect(images.size).toBeGreaterThan(20)
  for (const image of images) expect((await request.get(image)).status(), image).toBe(200)
})

/** A JSON-LD block: its type, and whatever else it holds. */
const JsonLd = v.looseObject({ '@type': v.string() })
const FaqPage = v.looseObject({
  mainEntity: v.array(v.looseObject({ acceptedAnswer: v.looseObject({ text: v.string() }) })),
})
const BreadcrumbList = v.looseObject({
  '@type': v.string(),
  itemListElement: v.array(v.looseObject({ item: v.unknown() })),
})
const jsonLdOf = async (page: Page) => (await headOf(page)).jsonLd.map((text) => v.parse(JsonLd, JSON.parse(text)))

test('JSON-LD parses and has the required fields', async ({ sharedPage: page }) => {
  await page.goto('/')
  const home = await jsonLdOf(page)
  expect(home.map((data) => data['@type'])).toEqual(['Organization', 'WebSite', 'FAQPage'])
  const faq = v.parse(FaqPage, home[2])
  expect(faq.mainEntity.length).toBe(await page.locator('main details').count())
  for (const question of faq.mainEntity) expect(question.acceptedAnswer.text.length).toBeGreaterThan(20)
  expect(home[0]).toMatchObject({
    '@context': 'https://schema.org',
    name: expect.any(String),
    url: expect.stringMatching(/^http/),
    logo: expect.any(String),
  })

  await page.goto('/de/blog')
  const href = await page.locator('main article a').first().getAttribute('href')
  await page.goto(href as string)
  const [posting, crumbs] = v.parse(v.tuple([JsonLd, BreadcrumbList]), await jsonLdOf(page))
  for (const field of [
    'headline',
    'image',
    'datePublished',
    'dateModified',
    'author',
    'publisher',
    'mainEntityOfPage',
  ]) {
    expect(posting, field).toHaveProperty(field)
  }
  expect(posting.inLanguage).toBe('de')
  expect(crumbs['@type']).toBe('BreadcrumbList')
  expect(crumbs.itemListElement.at(-1)?.item).toBe(page.url())
})

test('robots.txt, llms.txt, the feeds and the not-found page', async ({ page, request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.headers()['content-type']).toContain('text/plain')
  expect(await robots.text()).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m)

  const llms = await request.get('/llms.txt')
  expect(llms.headers()['content-type']).toContain('text/markdown')
  const index = await llms.text()
  expect(index).toMatch(/^# \S/)
  expect(index).toContain('/de/produkt)')
  // Every article in both languages, each linked to a page that exists.
  const articleLinks = [...index.matchAll(/\]\((http[^)]+\/blog\/[^)]+)\)/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  )
  expect(articleLinks.filter((path) => path.startsWith('/de/')).length).toBeGreaterThanOrEqual(11)
  expect(articleLinks.filter((path) => !path.startsWith('/de/')).length).toBeGreaterThanOrEqual(11)
  for (const path of articleLinks.slice(0, 3)) expect((await request.get(path)).status(), path).toBe(200)

  for (const [path, language] of [
    ['/blog/rss.xml', 'en-GB'],
    ['/de/blog/rss.xml', 'de-DE'],
  ] as const) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const xml = await response.text()
    await page.goto('/robots.txt')
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml')
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        language: doc.querySelector('channel > language')?.textContent,
        items: [...doc.querySelectorAll('item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
        })),
      }
    }, xml)
    expect(feed.error).toBeNull()
    expect(feed.root).toBe('rss')
    expect(feed.language).toBe(language)
    expect(feed.items.length).toBeGreaterThanOrEqual(11)
    for (const item of feed.items) expect(item.title && item.link).toBeTruthy()
  }

  await page.goto('/blog')
  expect(await page.locator('link[rel=alternate][type="application/rss+xml"]').getAttribute('href')).toBe(
    '/blog/rss.xml',
  )

  const missing = await page.goto('/de/gibt-es-nicht')
  expect(missing?.status()).toBe(404)
  expect((await headOf(page)).robots).toBe('noindex')
  expect((await headOf(page)).canonical).toBeNull()
})

// After a client-side navigation the head comes from the route's loader, which builds it with the
// lazily loaded builders (app/seo/route-head.ts): title, description, canonical and the alternates must
// be the new page's, in its language.
for (const [locale, from, to] of [
  ['en', '/about-us', '/product'],
  ['de', '/de/ueber-uns', '/de/produkt'],
] as const) {
  test(`a client-side navigation gives the ${locale} page its own head`, async ({ page, baseURL }) => {
    await gotoHydrated(page, from)
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    await page.getByRole('banner').locator(`a[href="${to}"]`).first().click()
    await expect(page).toHaveURL(new URL(to, baseURL).href)
    await expect(page).toHaveTitle(`${messages[locale].seo_product_title} | ${brand}`)
    for (const preview of [
      'meta[name="description"]',
      'meta[property="og:description"]',
      'meta[name="twitter:description"]',
    ])
      await expect(page.locator(preview)).toHaveAttribute('content', messages[locale].seo_product_description)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(to, baseURL).href)
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      'href',
      new URL('/de/produkt', baseURL).href,
    )
    expect(documents).toEqual([])
  })
}
