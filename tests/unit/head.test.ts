import { afterEach, describe, expect, it } from 'vitest'
import { readSiteConfig } from '../../app/config/site.ts'
import { articleHead, categoryHead, pageHead, pageTitle, type StaticRoute } from '../../app/seo/head.ts'
import { defaultHead, notFoundTitle } from '../../app/seo/route-head.ts'
import { routeTable } from '../../app/i18n/route-table.ts'
import { type Locale, localeOfPath } from '../../app/i18n/locale.ts'
import { extractLocaleFromUrl, overwriteGetLocale } from '../../app/paraglide/runtime.js'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

const site = {
  brandName: 'Acme Health',
  siteUrl: 'https://acme.example',
  social: {
    linkedin: 'https://linkedin.example/acme',
    instagram: 'https://instagram.example/acme',
    youtube: 'https://youtube.example/acme',
  },
}
const messages: Record<Locale, Record<string, string>> = { en, de }
const useLocale = (locale: Locale) => overwriteGetLocale(() => locale)
type Head = {
  meta: Array<Record<string, unknown>>
  links?: Array<Record<string, unknown>>
  scripts?: Array<{ children: string }>
}
const meta = (head: Head, name: string) =>
  head.meta.find((entry) => entry.name === name || entry.property === name)?.content as string | undefined
const link = (head: Head, rel: string, hrefLang?: string) =>
  head.links?.find((entry) => entry.rel === rel && (hrefLang === undefined || entry.hrefLang === hrefLang))?.href
const jsonLd = (head: Head) =>
  (head.scripts ?? []).map((script) => JSON.parse(script.children) as Record<string, unknown>)

afterEach(() => useLocale('en'))

describe.each(['en', 'de'] as const)('page head in %s', (locale) => {
  const text = messages[locale]
  it('titles the product page "Page | Brand" with its own description and keywords', () => {
    useLocale(locale)
    const head = pageHead('/product', site)
    expect(head.meta[0]).toEqual({ title: `${text.seo_product_title} | Acme Health` })
    expect(meta(head, 'description')).toBe(text.seo_product_description)
    expect(meta(head, 'og:description')).toBe(text.seo_product_description)
    expect(meta(head, 'twitter:description')).toBe(text.seo_product_description)
    expect(meta(head, 'keywords')).toBe(text.seo_product_keywords)
  })

  it('leads the home title with the brand', () => {
    useLocale(locale)
    expect(pageTitle('/', site)).toBe(`Acme Health – ${text.seo_home_title}`)
  })

  it('has a non-empty, distinct title, description and keywords for every route', () => {
    useLocale(locale)
    const routes = Object.keys(routeTable).filter((route) => !route.includes('$')) as StaticRoute[]
    expect(routes).toHaveLength(16)
    const titles = routes.map((route) => pageTitle(route, site))
    expect(new Set(titles).size).toBe(routes.length)
    for (const route of routes) {
      const head = pageHead(route, site)
      expect(meta(head, 'description')?.length).toBeGreaterThan(20)
      expect(meta(head, 'keywords')?.length).toBeGreaterThan(5)
    }
  })

  it('asks search engines not to index the campaign landing page and the search results, and only those', () => {
    useLocale(locale)
    const routes = Object.keys(routeTable).filter((route) => !route.includes('$')) as StaticRoute[]
    const noindex = routes.filter((route) => meta(pageHead(route, site), 'robots') === 'noindex')
    expect(noindex).toEqual(['/brand-analysis', '/search'])
  })

  it('builds the defaults and the not-found title from the brand', () => {
    useLocale(locale)
    expect(defaultHead(site).meta[0]).toEqual({ title: `Acme Health – ${text.seo_default_title}` })
    expect(notFoundTitle(site)).toBe(`${text.seo_not_found_title} | Acme Health`)
  })
})

describe('canonical, hreflang and sharing', () => {
  it.each([
    ['en', 'https://acme.example/product'],
    ['de', 'https://acme.example/de/produkt'],
  ] as const)('a page in both languages (%s) points to itself and both versions', (locale, self) => {
    useLocale(locale)
    const head: Head = pageHead('/product', site)
    expect(link(head, 'canonical')).toBe(self)
    expect(link(head, 'alternate', 'en')).toBe('https://acme.example/product')
    expect(link(head, 'alternate', 'de')).toBe('https://acme.example/de/produkt')
    expect(link(head, 'alternate', 'x-default')).toBe('https://acme.example/product')
    expect(meta(head, 'og:url')).toBe(self)
    expect(meta(head, 'og:locale')).toBe(locale === 'de' ? 'de_DE' : 'en_GB')
    expect(meta(head, 'og:locale:alternate')).toBe(locale === 'de' ? 'en_GB' : 'de_DE')
    expect(meta(head, 'og:image')).toBe(`https://acme.example/images/share/product-${locale}.jpg`)
    expect(meta(head, 'twitter:card')).toBe('summary_large_image')
    expect(meta(head, 'og:title')).toBe(head.meta[0]?.title)
  })

  it('an English-only page has a canonical but no hreflang and no alternate locale', () => {
    useLocale('en')
    const head: Head = pageHead('/brand-analysis', site)
    expect(link(head, 'canonical')).toBe('https://acme.example/brand-analysis')
    expect(head.links?.filter((entry) => entry.hrefLang)).toEqual([])
    expect(meta(head, 'og:locale:alternate')).toBeUndefined()
    expect(meta(head, 'og:image')).toBe('https://acme.example/images/share/home-en.jpg')
  })

  it('the home page canonical is the site root, with Organization and WebSite data', () => {
    useLocale('de')
    const head = pageHead('/', site)
    expect(link(head, 'canonical')).toBe('https://acme.example/de')
    expect(link(head, 'alternate', 'en')).toBe('https://acme.example/')
    const [organization, website] = jsonLd(head)
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Acme Health',
      url: 'https://acme.example/',
      sameAs: Object.values(site.social),
    })
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://acme.example/de',
      publisher: { '@id': organization?.['@id'] },
    })
  })

  it('a paginated list keeps its page in the canonical; the blog links its feed', () => {
    useLocale('en')
    const head: Head = pageHead('/blog', site, { page: 2 })
    expect(link(head, 'canonical')).toBe('https://acme.example/blog?page=2')
    expect(head.links?.find((entry) => entry.type === 'application/rss+xml')?.href).toBe('/blog/rss.xml')
    expect(link(pageHead('/blog', site, { page: 1 }), 'canonical')).toBe('https://acme.example/blog')
  })

  it('escapes "<" in JSON-LD so data cannot close the script element', () => {
    useLocale('en')
    const head = articleHead({ ...article, title: '</script><script>alert(1)</script>' }, site)
    expect(head.scripts[0]?.children).not.toContain('<')
    expect(jsonLd(head)[0]?.headline).toBe('</script><script>alert(1)</script>')
  })
})

const article = {
  slug: 'hwg-basics',
  title: 'HWG basics for marketers',
  seoTitle: 'HWG basics',
  seoDescription: 'What the law allows.',
  seoKeywords: ['HWG', 'pharma'],
  coverImage: '/images/blog/hwg-basics.svg',
  coverAlt: 'An abstract network',
  publishedOn: '2026-03-01',
  updatedOn: '2026-04-02',
  category: { name: 'Compliance', slug: 'compliance' },
  counterpartSlug: 'hwg-grundlagen',
}

describe('data-driven heads', () => {
  it('an article uses its own SEO fields, BlogPosting and breadcrumbs', () => {
    useLocale('en')
    const head = articleHead(article, site)
    expect(head.meta[0]).toEqual({ title: 'HWG basics | Acme Health' })
    expect(meta(head, 'keywords')).toBe('HWG, pharma')
    expect(meta(head, 'og:type')).toBe('article')
    expect(meta(head, 'og:image')).toBe('https://acme.example/images/blog/hwg-basics.jpg')
    expect(link(head, 'canonical')).toBe('https://acme.example/blog/hwg-basics')
    expect(link(head, 'alternate', 'de')).toBe('https://acme.example/de/blog/hwg-grundlagen')
    const [posting, crumbs] = jsonLd(head)
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.title,
      datePublished: '2026-03-01',
      dateModified: '2026-04-02',
      image: 'https://acme.example/images/blog/hwg-basics.jpg',
      inLanguage: 'en',
      author: { name: 'Acme Health' },
      publisher: { name: 'Acme Health' },
    })
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' })
    expect((crumbs?.itemListElement as Array<{ item: string }>).map((item) => item.item)).toEqual([
      'https://acme.example/',
      'https://acme.example/blog',
      'https://acme.example/blog/category/compliance',
      'https://acme.example/blog/hwg-basics',
    ])
  })

  it('an article without a translation has no hreflang', () => {
    useLocale('de')
    const head: Head = articleHead({ ...article, counterpartSlug: null }, site)
    expect(link(head, 'canonical')).toBe('https://acme.example/de/blog/hwg-basics')
    expect(head.links?.filter((entry) => entry.hrefLang)).toEqual([])
  })

  it.each(['en', 'de'] as const)('names the category in %s, with both language versions', (locale) => {
    useLocale(locale)
    const head = categoryHead({ name: 'ROI', slugs: { en: 'roi', de: 'roi-de' } }, site)
    expect(head.meta[0]).toEqual({
      title: `${messages[locale].seo_category_title?.replace('{category}', 'ROI')} | Acme Health`,
    })
    expect(meta(head, 'description')).toContain('ROI')
    expect(link(head, 'alternate', 'de')).toBe('https://acme.example/de/blog/category/roi-de')
  })
})

describe('English-only pages', () => {
  it('have an English head (they are never served in German)', () => {
    useLocale('en')
    expect(pageTitle('/thirdpartyterms', site)).toBe(`${en.seo_third_party_terms_title} | Acme Health`)
  })
})

describe("Paraglide's locale detection agrees with the route table", () => {
  it.each(['/', '/de', '/de/produkt', '/product', '/de/brand-analysis', '/de/unbekannt', '/brand-analysis', '/demo'])(
    '%s',
    (path) => {
      expect(extractLocaleFromUrl(`http://localhost${path}`)).toBe(localeOfPath(path))
    },
  )
})

describe('site configuration', () => {
  it('falls back to sample values and strips a trailing slash from the site URL', () => {
    const config = readSiteConfig({ PUBLIC_SITE_URL: 'https://example.com/' })
    expect(config.siteUrl).toBe('https://example.com')
    expect(config.brandName.length).toBeGreaterThan(0)
  })

  it('names the variable and what it expects when a value is bad', () => {
    expect(() => readSiteConfig({ LOGIN_URL: 'not a url' })).toThrow(/LOGIN_URL/)
  })

  it('treats empty variables as unset', () => {
    expect(readSiteConfig({ SITE_NAME: '' }).brandName).toBe(readSiteConfig({}).brandName)
  })
})
