import { describe, expect, it } from 'vitest'
import {
  canonicalRedirect,
  localizePath,
  matchLocalizedPath,
  routerPathOf,
  switchLanguageHref,
} from '../../app/i18n/paths.ts'
import { localeOfPath } from '../../app/i18n/locale.ts'
import { type RoutePath, routeTable } from '../../app/i18n/route-table.ts'
import { paraglideUrlPatterns } from '../../app/i18n/url-patterns.ts'

const sample = { slug: 'ki-agenten', categorySlug: 'compliance' }
const fill = (pattern: string) => pattern.replace(/\$(\w+)/g, (_, name: keyof typeof sample) => sample[name])
const pairs = Object.entries(routeTable) as Array<[RoutePath, string | null]>
const staticPairs = pairs.filter(([english]) => !english.includes('$'))

describe('route table', () => {
  it('has the 15 English and 13 German paths of the site map, plus the partners, search and security pages', () => {
    expect(pairs).toHaveLength(18)
    expect(pairs.filter(([, german]) => german !== null)).toHaveLength(16)
    expect(routeTable['/partners']).toBe('/de/partner')
    expect(routeTable['/search']).toBe('/de/suche')
    expect(routeTable['/security']).toBe('/de/sicherheit')
  })

  it('keeps /brand-analysis and /thirdpartyterms English only', () => {
    expect(routeTable['/brand-analysis']).toBeNull()
    expect(routeTable['/thirdpartyterms']).toBeNull()
  })

  it('gives every German path the /de prefix and no two routes the same path', () => {
    const all = pairs.flatMap(([english, german]) => (german ? [english, german] : [english]))
    expect(new Set(all).size).toBe(all.length)
    for (const [, german] of pairs) if (german) expect(german === '/de' || german.startsWith('/de/')).toBe(true)
  })

  it('derives Paraglide URL patterns with the German entry first and a catch-all last', () => {
    expect(paraglideUrlPatterns).toHaveLength(pairs.length + 1)
    expect(paraglideUrlPatterns.find((p) => p.pattern === '/product')?.localized).toEqual([
      ['de', '/de/produkt'],
      ['en', '/product'],
    ])
    expect(paraglideUrlPatterns.find((p) => p.pattern === '/blog/:slug')?.localized[0]).toEqual([
      'de',
      '/de/blog/:slug',
    ])
    expect(paraglideUrlPatterns.find((p) => p.pattern === '/brand-analysis')?.localized).toEqual([
      ['en', '/brand-analysis'],
    ])
    expect(paraglideUrlPatterns.at(-1)?.pattern).toBe('/:path(.*)?')
  })
})

describe('matching and router rewrites', () => {
  it.each(pairs)('%s resolves in both languages', (english, german) => {
    expect(matchLocalizedPath(fill(english))).toMatchObject({ route: english, locale: 'en' })
    expect(routerPathOf(fill(english))).toBe(fill(english))
    if (german) {
      expect(matchLocalizedPath(fill(german))).toMatchObject({ route: english, locale: 'de' })
      expect(routerPathOf(fill(german))).toBe(fill(english))
      expect(localizePath(fill(english), 'de')).toBe(fill(german))
    } else {
      expect(matchLocalizedPath(`/de${english}`)).toBeNull()
      expect(localizePath(english, 'de')).toBe(english)
    }
    expect(localizePath(fill(english), 'en')).toBe(fill(english))
  })

  it('captures parameters', () => {
    expect(matchLocalizedPath('/de/blog/category/roi')).toEqual({
      route: '/blog/category/$categorySlug',
      params: { categorySlug: 'roi' },
      locale: 'de',
    })
  })

  it('finds no page for unknown, English-segment German, trailing-slash and empty-segment paths', () => {
    for (const path of [
      '/nope',
      '/de/nope',
      '/de/product',
      '/product/',
      '/blog//',
      '/de/blog/',
      '//product',
      '/Product',
    ]) {
      expect(matchLocalizedPath(path)).toBeNull()
      expect(routerPathOf(path)).toBe(path)
    }
  })

  it('tells the language by the /de prefix only', () => {
    expect(localeOfPath('/de')).toBe('de')
    expect(localeOfPath('/de/produkt')).toBe('de')
    expect(localeOfPath('/demo')).toBe('en')
    expect(localeOfPath('/')).toBe('en')
  })

  it('leaves localized and unknown paths alone on output', () => {
    expect(localizePath('/de/xyz', 'de')).toBe('/de/xyz')
    expect(localizePath('/xyz', 'de')).toBe('/xyz')
  })
})

describe('canonical redirects', () => {
  it.each([
    ['/de/product', '/de/produkt'],
    ['/de/about-us', '/de/ueber-uns'],
    // A former German path (the umlaut not spelled out) answers with the current one.
    ['/de/uber-uns', '/de/ueber-uns'],
    ['/de/Uber-Uns/', '/de/ueber-uns'],
    ['/de/business-value-calculator', '/de/business-value-rechner'],
    ['/de/blog/category/roi', null],
    ['/product/', '/product'],
    ['/de/produkt/', '/de/produkt'],
    ['/de/', '/de'],
    ['/de/product/', '/de/produkt'],
    ['/en', '/'],
    ['/en/product', '/product'],
    ['/en/', '/'],
    ['/', null],
    ['/de', null],
    ['/product', null],
    ['/de/brand-analysis', null],
    ['/de/thirdpartyterms', null],
    ['/nope', null],
    ['/nope/', null],
    ['/de/nope', null],
    ['/Blog', '/blog'],
    ['/BUSINESS-VALUE-CALCULATOR', '/business-value-calculator'],
    ['/de/Produkt/', '/de/produkt'],
    ['/blog/Some-Article', '/blog/some-article'],
    ['/Nope', null],
    // Percent-encoded unreserved characters (RFC 3986 §6.2.2.2) are the same path: one page, one URL.
    ['/blo%67', '/blog'],
    ['/%62log', '/blog'],
    ['/b%6Cog', '/blog'],
    ['/b%6cog', '/blog'],
    ['/%62%6C%6F%67', '/blog'],
    ['/B%4Cog/', '/blog'],
    ['/de/bl%6fg', '/de/blog'],
    ['/about%2Dus', '/about-us'],
    ['/%64e/produkt', '/de/produkt'],
    ['/blog/ki%2Dagenten', '/blog/ki-agenten'],
    ['/no%70e', null],
    // Reserved characters keep their encoding: `%2F` is no slash.
    ['/blog%2Fcategory%2Froi', null],
  ])('%s -> %s', (from, to) => {
    expect(canonicalRedirect(from)).toBe(to)
  })
})

describe('language switcher', () => {
  it.each(staticPairs)('maps %s to its counterpart and back', (english, german) => {
    if (german) {
      expect(switchLanguageHref(english)).toBe(german)
      expect(switchLanguageHref(german)).toBe(english)
    } else {
      expect(switchLanguageHref(english)).toBe('/de')
    }
  })

  it('sends blog articles and categories to the other blog index until slugs are known', () => {
    expect(switchLanguageHref('/blog/ai-agents')).toBe('/de/blog')
    expect(switchLanguageHref('/de/blog/ki-agenten')).toBe('/blog')
    expect(switchLanguageHref('/blog/category/roi')).toBe('/de/blog')
    expect(switchLanguageHref('/de/blog/category/roi?page=2')).toBe('/blog?page=2')
  })

  it('uses a known counterpart path', () => {
    expect(switchLanguageHref('/blog/ai-agents?x=1#top', '/de/blog/ki-agenten')).toBe('/de/blog/ki-agenten?x=1#top')
  })

  it('keeps the query string and the hash', () => {
    expect(switchLanguageHref('/product?utm_source=x&a=b#agents')).toBe('/de/produkt?utm_source=x&a=b#agents')
    expect(switchLanguageHref('/de/produkt#agents')).toBe('/product#agents')
    expect(switchLanguageHref('/?q=1')).toBe('/de?q=1')
    expect(switchLanguageHref('/de?q=1')).toBe('/?q=1')
    expect(switchLanguageHref('/brand-analysis?ref=mail#offer')).toBe('/de?ref=mail#offer')
  })

  it('adds or removes the /de prefix for paths without a mapping', () => {
    expect(switchLanguageHref('/unknown/page')).toBe('/de/unknown/page')
    expect(switchLanguageHref('/de/unbekannt')).toBe('/unbekannt')
    expect(switchLanguageHref('/unknown/')).toBe('/de/unknown/')
  })

  it('strips trailing slashes going to English, except for the root', () => {
    expect(switchLanguageHref('/de/unbekannt/')).toBe('/unbekannt')
    expect(switchLanguageHref('/de/unbekannt///')).toBe('/unbekannt')
    expect(switchLanguageHref('/de/')).toBe('/')
    expect(switchLanguageHref('/de/produkt/')).toBe('/product')
    expect(switchLanguageHref('/product/')).toBe('/de/produkt')
  })
})
