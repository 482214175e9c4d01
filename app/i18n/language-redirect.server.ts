// The server's side of automatic language selection (./language-detection.ts): asked for every page
// request before the render cache, so the cache keeps serving one English page to everyone while the
// redirect is answered per request and never stored (docs/consent.md, "Language selection").
import * as v from 'valibot'
import { CountryHeaderSchema } from '../config/site.ts'
import { serverSiteConfig } from '../config/site.server.ts'
import { clientAddress } from '../http/client-address.ts'
import { errorMessage, log } from '../log/log.ts'
import {
  countryOfAnswer,
  type Detection,
  detectLanguage,
  geolocationRequestUrl,
  isArrival,
  LOOKUP_TIMEOUT_MS,
} from './language-detection.ts'

let countryHeader: string | undefined | null = null
/** COUNTRY_HEADER, lower case; undefined when unset (validated at start by readSiteConfig). */
function configuredCountryHeader(): string | undefined {
  if (countryHeader === null) {
    const parsed = v.safeParse(CountryHeaderSchema, process.env.COUNTRY_HEADER ?? '')
    countryHeader = parsed.success && parsed.output !== '' ? parsed.output.toLowerCase() : undefined
  }
  return countryHeader
}

/** The decision for a page request, or null when the page's answer does not depend on the language signals. */
export async function languageDetection(request: Request, url: URL): Promise<Detection | null> {
  const site = serverSiteConfig()
  const options = { countryHeader: configuredCountryHeader(), origins: [url.origin, new URL(site.siteUrl).origin] }
  const detection = detectLanguage(request, url, options)
  const service = site.languageDetection.geolocationUrl
  if (!detection || detection.prefersGerman || !service || !isArrival(request, options)) return detection
  const address = clientAddress(request)
  if (!address) return detection
  try {
    const response = await fetch(geolocationRequestUrl(service, address), {
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      redirect: 'error',
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return detectLanguage(request, url, options, countryOfAnswer(await response.json()))
  } catch (error) {
    // Logged only, never shown: Accept-Language (checked above) has decided.
    log('info', 'language detection: country lookup failed', { error: errorMessage(error) })
    return detection
  }
}

/** The redirect to the German page: for this request only, never stored by any cache. */
export function languageRedirect(location: string, detection: Detection): Response {
  return new Response(null, {
    status: 302,
    headers: {
      location,
      'cache-control': 'private, no-store',
      vary: [...detection.vary, 'Referer', 'User-Agent'].join(', '),
    },
  })
}

/**
 * The English page's answer: `Vary` names the headers the decision read, so a CDN never gives the
 * copy kept for an English browser to a German one; when the signals say German (the visitor came
 * from inside the site) or a geolocation service decides by address, the answer is not for shared
 * caches at all, so every arrival reaches the server's decision.
 */
export function withLanguageVary(response: Response, detection: Detection | null): Response {
  if (!detection) return response
  for (const name of detection.vary) response.headers.append('vary', name)
  if (detection.prefersGerman || serverSiteConfig().languageDetection.geolocationUrl)
    response.headers.set('cache-control', 'private, max-age=0')
  return response
}
