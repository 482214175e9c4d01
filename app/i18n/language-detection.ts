// Automatic language selection (docs/decisions/0087-language-selection-from-request-headers.md),
// decided on the server from what the browser sends with every request anyway: a visitor who
// arrives from elsewhere on an English page that has a German counterpart is redirected there when
// the browser's first language is German, or, where configured, when the proxy's country header or
// the geolocation service says DE, AT or CH. Nothing is read from the device by script and nothing
// is stored: a visitor who moves inside the site (the switcher, any link) sends this site as
// Referer and is never redirected. Pure functions; app/server.ts applies them before the render
// cache.
import { germanPathOf } from './paths.ts'

export const GERMAN_COUNTRIES: readonly string[] = ['DE', 'AT', 'CH']
export const LOOKUP_TIMEOUT_MS = 3000

const injectionPatterns: readonly RegExp[] = [
  /<\s*\/?\s*script/i,
  /\bon[a-z]+\s*=/i,
  /javascript\s*:/i,
  /\beval\s*\(/i,
  /\balert\s*\(/i,
  /document\s*(\.|\[\s*['"])\s*cookie/i,
  /innerhtml/i,
  /window\s*(\.|\[\s*['"])\s*location/i,
]

/** Strings that look like script injection are never used: they come from request headers anyone can set. */
export function looksLikeInjection(value: string): boolean {
  return injectionPatterns.some((pattern) => pattern.test(value))
}

const shapes = {
  country: /^[A-Za-z]{2}$/,
  language: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/,
} as const

/** A detected value when it is a string of the expected shape and no injection attempt, else undefined. */
export function cleanSignal(value: unknown, kind: keyof typeof shapes): string | undefined {
  if (typeof value !== 'string' || value.length > 64) return undefined
  const trimmed = value.trim()
  if (looksLikeInjection(trimmed) || !shapes[kind].test(trimmed)) return undefined
  return kind === 'country' ? trimmed.toUpperCase() : trimmed
}

const crawler =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|pinterest|vkshare|w3c_validator|lighthouse/i

export function isCrawler(userAgent: string): boolean {
  return crawler.test(userAgent)
}

/**
 * The browser's first language from Accept-Language: the range with the highest weight (the first
 * of equal ones), "*" and ranges of weight 0 left out. Undefined when there is none.
 */
export function firstLanguage(acceptLanguage: string | null): string | undefined {
  let best: { language: string; q: number } | undefined
  for (const part of (acceptLanguage ?? '').split(',').slice(0, 20)) {
    const [range = '', ...parameters] = part.trim().split(';')
    const language = cleanSignal(range, 'language')
    const weight = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = weight === undefined ? 1 : Number(weight.slice(2))
    if (language && Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { language, q }
  }
  return best?.language
}

/** German when the first language is German ("de", "de-AT", …). */
export function browserPrefersGerman(acceptLanguage: string | null): boolean {
  const language = firstLanguage(acceptLanguage)?.toLowerCase()
  return language === 'de' || language?.startsWith('de-') === true
}

/** Whether the request comes from a page of this site (its Referer has one of the site's origins). */
export function comesFromSite(referer: string | null, origins: readonly string[]): boolean {
  if (!referer) return false
  try {
    return origins.includes(new URL(referer).origin)
  } catch {
    return false
  }
}

export interface DetectionOptions {
  /** The proxy header that carries the visitor's country (COUNTRY_HEADER), lower case. */
  countryHeader?: string
  /** The origins of this site: the request's own and the configured public one. */
  origins: readonly string[]
}

export interface Detection {
  /** The German page to redirect to, or null. */
  redirect: string | null
  /** What the signals say, whatever the Referer: the English page's answer is then not for shared caches. */
  prefersGerman: boolean
  /** The request headers the decision read, for `Vary`. */
  vary: string[]
}

/**
 * What the server does with a GET or HEAD request for `url`: null when the path is no English page
 * with a German counterpart in the route table (German pages, English-only pages, articles, files),
 * so nothing about it depends on the visitor's headers. `country` is the geolocation service's
 * answer, when one is configured and asked (see `needsCountryLookup`).
 */
export function detectLanguage(
  request: Request,
  url: URL,
  options: DetectionOptions,
  country?: string,
): Detection | null {
  const german = germanPathOf(url.pathname)
  if (german === null) return null
  const vary = ['Accept-Language', ...(options.countryHeader ? [options.countryHeader] : [])]
  const proxyCountry = options.countryHeader
    ? cleanSignal(request.headers.get(options.countryHeader), 'country')
    : undefined
  const prefersGerman =
    browserPrefersGerman(request.headers.get('accept-language')) ||
    [proxyCountry, country].some((value) => value !== undefined && GERMAN_COUNTRIES.includes(value))
  const redirect = prefersGerman && isArrival(request, options) ? german + url.search : null
  return { redirect, prefersGerman, vary }
}

/** A person arriving from elsewhere: no Referer of this site, and no crawler. */
export function isArrival(request: Request, options: Pick<DetectionOptions, 'origins'>): boolean {
  return (
    !comesFromSite(request.headers.get('referer'), options.origins) &&
    !isCrawler(request.headers.get('user-agent') ?? '')
  )
}

/** The geolocation service's URL for a client address: `{ip}` in GEOLOCATION_URL is replaced by it. */
export function geolocationRequestUrl(template: string, address: string): string {
  return template.replace('{ip}', () => encodeURIComponent(address))
}

/** The country in a geolocation service's JSON answer (`country_code` or `country`), cleaned. */
export function countryOfAnswer(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  return cleanSignal(Reflect.get(body, 'country_code') ?? Reflect.get(body, 'country'), 'country')
}
