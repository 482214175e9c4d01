import { describe, expect, test } from 'vitest'
import { cleanSignal, couldBeGermanTimeZone, isCrawler, looksLikeInjection, prefersGerman, type RunContext, shouldDetect } from '../../app/i18n/language-detection.ts'
import { germanPathOf } from '../../app/i18n/paths.ts'
import { visitorCountryResponse } from '../../app/i18n/visitor-country.ts'

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const base: RunContext = { pathname: '/product', alreadyRan: false, chosenLanguage: null, userAgent: chrome, germanHref: '/de/produkt' }

describe('when detection runs', () => {
  test.each<[string, Partial<RunContext>, boolean]>([
    ['first visit of an English page', {}, true],
    ['the home page', { pathname: '/', germanHref: '/de' }, true],
    ['already ran this session', { alreadyRan: true }, false],
    ['the visitor chose English', { chosenLanguage: 'en' }, false],
    ['the visitor chose German', { chosenLanguage: 'de' }, false],
    ['a German path', { pathname: '/de/produkt' }, false],
    ['the German home', { pathname: '/de' }, false],
    ['an /en path', { pathname: '/en/product' }, false],
    ['the /en root', { pathname: '/en' }, false],
    ['a path that only starts with the letters', { pathname: '/design' , germanHref: '/de/design' }, true],
    ['an English-only page', { pathname: '/brand-analysis', germanHref: null }, false],
    ['Googlebot', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, false],
    ['Bingbot', { userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }, false],
    ['LinkedIn preview', { userAgent: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)' }, false],
    ['a social preview fetcher', { userAgent: 'facebookexternalhit/1.1' }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(shouldDetect({ ...base, ...change })).toBe(expected)
  })

  test('a headless browser of a person or a test is not a crawler', () => {
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36')).toBe(false)
  })
})

describe('what the signals decide', () => {
  test.each<[string, Parameters<typeof prefersGerman>[0], boolean]>([
    ['country DE', { country: 'DE', timeZone: 'America/New_York', language: 'en-US' }, true],
    ['country AT', { country: 'AT', timeZone: 'UTC', language: 'en' }, true],
    ['country CH', { country: 'CH', timeZone: 'UTC', language: 'fr-CH' }, true],
    ['country FR, nothing else German', { country: 'FR', timeZone: 'Europe/Paris', language: 'fr-FR' }, false],
    ['Berlin time', { timeZone: 'Europe/Berlin', language: 'en-GB' }, true],
    ['Vienna time', { timeZone: 'Europe/Vienna', language: 'en-GB' }, true],
    ['Zurich time', { timeZone: 'Europe/Zurich', language: 'en-GB' }, true],
    ['Paris time, English browser', { timeZone: 'Europe/Paris', language: 'en-GB' }, false],
    ['lookup failed, German browser (fallback)', { country: undefined, timeZone: 'UTC', language: 'de-CH' }, true],
    ['lookup failed, English browser', { country: undefined, timeZone: 'UTC', language: 'en-US' }, false],
    ['nothing known', { language: undefined }, false],
    ['a language that only contains "de"', { timeZone: 'UTC', language: 'nl-DE' }, false],
    ['an injected time zone', { timeZone: 'Europe/Berlin<script>', language: 'en' }, false],
    ['an injected language', { timeZone: 'UTC', language: 'de"><img onerror=alert(1)>' }, false],
  ])('%s → %s', (_, signals, expected) => {
    expect(prefersGerman(signals)).toBe(expected)
  })
})

describe('time zones worth reading by name', () => {
  test('UTC+1 in winter and UTC+2 in summer can be Berlin, Vienna or Zurich', () => {
    expect(couldBeGermanTimeZone(-60, -120)).toBe(true)
  })
  test('other offsets cannot', () => {
    expect(couldBeGermanTimeZone(0, -60)).toBe(false) // London
    expect(couldBeGermanTimeZone(300, 240)).toBe(false) // New York
    expect(couldBeGermanTimeZone(-60, -60)).toBe(false) // Lagos, no daylight saving
    expect(couldBeGermanTimeZone(-120, -180)).toBe(false) // Helsinki
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
    expect(cleanSignal(value, 'timeZone')).toBeUndefined()
  })

  test.each(['DE', 'de-DE', 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Etc/GMT+1', 'zh-Hant-TW'])('keeps %s', (value) => {
    expect(looksLikeInjection(value)).toBe(false)
  })

  test('checks the shape of each signal', () => {
    expect(cleanSignal(' de ', 'country')).toBe('DE')
    expect(cleanSignal('DEU', 'country')).toBeUndefined()
    expect(cleanSignal(42, 'country')).toBeUndefined()
    expect(cleanSignal(null, 'language')).toBeUndefined()
    expect(cleanSignal('x'.repeat(100), 'language')).toBeUndefined()
    expect(cleanSignal('Europe/Berlin', 'timeZone')).toBe('Europe/Berlin')
    expect(cleanSignal('../../etc/passwd', 'timeZone')).toBeUndefined()
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

describe('GET /api/visitor-country', () => {
  const ask = (headers: Record<string, string>, env: Record<string, string | undefined>, method = 'GET') =>
    visitorCountryResponse(new Request('http://site.test/api/visitor-country', { method, headers }), env)

  test('answers the trusted header, never cached', async () => {
    const response = ask({ 'cf-ipcountry': 'at' }, { COUNTRY_HEADER: 'CF-IPCountry' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ country: 'AT' })
  })

  test('a missing or injected header gives null', async () => {
    expect(await ask({}, { COUNTRY_HEADER: 'CF-IPCountry' }).json()).toEqual({ country: null })
    expect(await ask({ 'cf-ipcountry': '<script>' }, { COUNTRY_HEADER: 'CF-IPCountry' }).json()).toEqual({ country: null })
  })

  test('is not there when no header is configured, and only reads', async () => {
    expect(ask({ 'cf-ipcountry': 'DE' }, {}).status).toBe(404)
    expect(ask({ 'cf-ipcountry': 'DE' }, { COUNTRY_HEADER: 'bad header!' }).status).toBe(404)
    expect(ask({}, { COUNTRY_HEADER: 'CF-IPCountry' }, 'POST').status).toBe(405)
  })
})
