import { afterEach, describe, expect, it } from 'vitest'
import { readSiteConfig } from '../../app/config/site.ts'
import { articleHead, categoryHead, defaultHead, notFoundTitle, pageHead, pageTitle, type StaticRoute } from '../../app/seo/head.ts'
import { type Locale, routeTable } from '../../app/i18n/route-table.ts'
import { localeOfPath } from '../../app/i18n/paths.ts'
import { extractLocaleFromUrl, overwriteGetLocale } from '../../app/paraglide/runtime.js'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

const site = { brandName: 'Acme Health' }
const messages: Record<Locale, Record<string, string>> = { en, de }
const useLocale = (locale: Locale) => overwriteGetLocale(() => locale)
const meta = (head: ReturnType<typeof pageHead>, name: string) =>
  head.meta.find((entry) => 'name' in entry && entry.name === name)?.content

afterEach(() => useLocale('en'))

describe.each(['en', 'de'] as const)('page head in %s', (locale) => {
  const text = messages[locale]
  it('titles the product page "Page | Brand" with its own description and keywords', () => {
    useLocale(locale)
    const head = pageHead('/product', site)
    expect(head.meta[0]).toEqual({ title: `${text.seo_product_title} | Acme Health` })
    expect(meta(head, 'description')).toBe(text.seo_product_description)
    expect(meta(head, 'keywords')).toBe(text.seo_product_keywords)
  })

  it('leads the home title with the brand', () => {
    useLocale(locale)
    expect(pageTitle('/', site)).toBe(`Acme Health – ${text.seo_home_title}`)
  })

  it('has a non-empty, distinct title, description and keywords for every route', () => {
    useLocale(locale)
    const routes = Object.keys(routeTable).filter((route) => !route.includes('$')) as StaticRoute[]
    expect(routes).toHaveLength(14)
    const titles = routes.map((route) => pageTitle(route, site))
    expect(new Set(titles).size).toBe(routes.length)
    for (const route of routes) {
      const head = pageHead(route, site)
      expect(meta(head, 'description')?.length).toBeGreaterThan(20)
      expect(meta(head, 'keywords')?.length).toBeGreaterThan(5)
    }
  })

  it('builds the defaults and the not-found title from the brand', () => {
    useLocale(locale)
    expect(defaultHead(site).meta[0]).toEqual({ title: `Acme Health – ${text.seo_default_title}` })
    expect(notFoundTitle(site)).toBe(`${text.seo_not_found_title} | Acme Health`)
  })
})

describe('data-driven heads', () => {
  it('uses the article\'s own SEO fields', () => {
    const head = articleHead({ seoTitle: 'HWG basics', seoDescription: 'What the law allows.', seoKeywords: ['HWG', 'pharma'] }, site)
    expect(head.meta[0]).toEqual({ title: 'HWG basics | Acme Health' })
    expect(meta(head, 'keywords')).toBe('HWG, pharma')
  })

  it.each(['en', 'de'] as const)('names the category in %s', (locale) => {
    useLocale(locale)
    const head = categoryHead({ name: 'ROI' }, site)
    expect(head.meta[0]).toEqual({ title: `${messages[locale].seo_category_title?.replace('{category}', 'ROI')} | Acme Health` })
    expect(meta(head, 'description')).toContain('ROI')
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
