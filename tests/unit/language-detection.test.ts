import { describe, expect, test } from 'vitest'
import {
  browserPrefersGerman,
  cleanSignal,
  comesFromSite,
  countryOfAnswer,
  detectLanguage,
  firstLanguage,
  geolocationRequestUrl,
  isCrawler,
  looksLikeInjection,
} from '../../app/i18n/language-detection.ts'
import { germanPathOf } from '../../app/i18n/paths.ts'

// Automatic language selection on the server (app/i18n/language-detection.ts, docs/decisions/0087):
// from Accept-Language, the proxy's country header and where configured a geolocation answer, for a
// visitor arriving from elsewhere on an English page with a German counterpart.

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const site = 'https://site.test'
const options = { countryHeader: 'x-country', origins: [site] }
const ask = (path: string, headers: Record<string, string>, country?: string) =>
  detectLanguage(
    new Request(`${site}${path}`, { headers: { 'user-agent': chrome, ...headers } }),
    new URL(`${site}${path}`),
    options,
    country,
  )

describe("the browser's first language", () => {
  test.each<[string | null, string | undefined, boolean]>([
    ['de-DE,de;q=0.9,en;q=0.8', 'de-DE', true],
    ['de', 'de', true],
    ['de-CH', 'de-CH', true],
    ['en-US,en;q=0.9,de;q=0.8', 'en-US', false],
    ['en;q=0.5,de;q=0.9', 'de', true],
    ['de;q=0,en', 'en', false],
    ['*', undefined, false],
    ['nl-DE', 'nl-DE', false],
    ['dee', 'dee', false],
    ['', undefined, false],
    [null, undefined, false],
    ['de"><script>alert(1)</script>', undefined, false],
    ['en;q=abc,de;q=0.1', 'de', true],
  ])('%j → %j, German: %s', (header, first, german) => {
    expect(firstLanguage(header)).toBe(first)
    expect(browserPrefersGerman(header)).toBe(german)
  })
})

describe('who arrives from elsewhere', () => {
  test.each<[string | null, boolean]>([
    [null, false],
    ['https://site.test/de', true],
    ['https://site.test/', true],
    ['https://www.google.com/', false],
    ['https://site.test.evil.example/', false],
    ['http://site.test/', false],
    ['not a url', false],
  ])('Referer %j comes from the site: %s', (referer, expected) => {
    expect(comesFromSite(referer, [site])).toBe(expected)
  })
})

describe('what the server decides', () => {
  test('a German browser arriving on the English home is sent to /de, query kept', () => {
    expect(ask('/?utm_source=x', { 'accept-language': 'de-DE,de;q=0.9' })).toEqual({
      redirect: '/de?utm_source=x',
      prefersGerman: true,
      vary: ['Accept-Language', 'x-country'],
    })
    expect(ask('/product', { 'accept-language': 'de-AT' })?.redirect).toBe('/de/produkt')
  })

  test('a German browser coming from a page of the site (the switcher, a link) stays', () => {
    expect(ask('/', { 'accept-language': 'de-DE', referer: `${site}/de` })).toEqual({
      redirect: null,
      prefersGerman: true,
      vary: ['Accept-Language', 'x-country'],
    })
  })

  test('an English browser stays; the answer still varies by the headers read', () => {
    expect(ask('/', { 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' })).toEqual({
      redirect: null,
      prefersGerman: false,
      vary: ['Accept-Language', 'x-country'],
    })
  })

  test.each(['DE', 'AT', 'CH', 'at'])("the proxy's country %s sends an English browser to German", (country) => {
    expect(ask('/', { 'accept-language': 'en-US', 'x-country': country })?.redirect).toBe('/de')
  })

  test('another country, an injected country, or a country header nobody configured do not', () => {
    expect(ask('/', { 'x-country': 'FR' })?.redirect).toBeNull()
    expect(ask('/', { 'x-country': '<script>DE' })?.redirect).toBeNull()
    const unconfigured = detectLanguage(
      new Request(`${site}/`, { headers: { 'x-country': 'DE' } }),
      new URL(`${site}/`),
      { origins: [site] },
    )
    expect(unconfigured).toEqual({ redirect: null, prefersGerman: false, vary: ['Accept-Language'] })
  })

  test("a geolocation answer of DE, AT or CH decides like the proxy's country", () => {
    expect(ask('/', { 'accept-language': 'en' }, 'CH')?.redirect).toBe('/de')
    expect(ask('/', { 'accept-language': 'en' }, 'US')?.redirect).toBeNull()
  })

  test.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['LinkedIn preview', 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)'],
    ['a social preview fetcher', 'facebookexternalhit/1.1'],
  ])('%s is never redirected', (_, userAgent) => {
    expect(ask('/', { 'accept-language': 'de-DE', 'user-agent': userAgent })?.redirect).toBeNull()
  })

  test('a headless browser of a person or a test is not a crawler', () => {
    expect(
      isCrawler(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36',
      ),
    ).toBe(false)
  })

  test.each(['/de', '/de/produkt', '/brand-analysis', '/blog/some-article', '/no-such-page', '/en/product'])(
    '%s is no English page with a German counterpart: nothing depends on the headers',
    (path) => {
      expect(ask(path, { 'accept-language': 'de-DE' })).toBeNull()
    },
  )
})

describe('the geolocation service (only when GEOLOCATION_URL is set)', () => {
  test('gets the address in place of {ip}', () => {
    expect(geolocationRequestUrl('https://geo.example/{ip}/json', '2001:db8::1')).toBe(
      'https://geo.example/2001%3Adb8%3A%3A1/json',
    )
  })
  test('answers with country_code or country; anything else is no answer', () => {
    expect(countryOfAnswer({ country_code: 'at' })).toBe('AT')
    expect(countryOfAnswer({ country: 'DE' })).toBe('DE')
    expect(countryOfAnswer({ country_code: '<script>' })).toBeUndefined()
    expect(countryOfAnswer('DE')).toBeUndefined()
    expect(countryOfAnswer(null)).toBeUndefined()
  })
})

describe('injection filter', () => {
  test.each([
    '<script>alert(1)</script>',
    '< / script>',
    'DE" onmouseover="x',
    '<img src=x onerror=steal()>',
    'javascript:alert(1)',
    'JavaScript :void(0)',
    'eval(atob("x"))',
    'alert(document.domain)',
    'document.cookie',
    "document['cookie']",
    'el.innerHTML=1',
    'window.location="https://evil.example"',
    "window['location']",
  ])('discards %s', (value) => {
    expect(looksLikeInjection(value)).toBe(true)
    expect(cleanSignal(value, 'country')).toBeUndefined()
    expect(cleanSignal(value, 'language')).toBeUndefined()
  })

  test.each(['DE', 'de-DE', 'zh-Hant-TW'])('keeps %s', (value) => {
    expect(looksLikeInjection(value)).toBe(false)
  })

  test('checks the shape of each signal', () => {
    expect(cleanSignal(' de ', 'country')).toBe('DE')
    expect(cleanSignal('DEU', 'country')).toBeUndefined()
    expect(cleanSignal(42, 'country')).toBeUndefined()
    expect(cleanSignal(null, 'language')).toBeUndefined()
    expect(cleanSignal('x'.repeat(100), 'language')).toBeUndefined()
  })
})

describe('German counterpart of the current page', () => {
  test.each([
    ['/', '/de'],
    ['/product', '/de/produkt'],
    ['/brand-analysis', null],
    ['/blog/some-article', null],
    ['/no-such-page', null],
    ['/de/produkt', null],
  ])('%s → %s', (path, expected) => {
    expect(germanPathOf(path)).toBe(expected)
  })
})
