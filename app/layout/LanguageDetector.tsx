import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { SiteConfig } from '../config/site.ts'
import { VISITOR_COUNTRY_PATH } from '../i18n/visitor-country.ts'
import { useSite } from '../config/use-site.ts'
import { nextIdle } from './when-settled.ts'
import {
  CHOICE_KEY,
  DETECTED_KEY,
  LOOKUP_TIMEOUT_MS,
  cleanSignal,
  couldBeGermanTimeZone,
  localSignalsSayGerman,
  prefersGerman,
  shouldDetect,
} from '../i18n/language-detection.ts'
import { germanPathOf } from '../i18n/paths.ts'
import { useAlternates } from '../i18n/use-alternates.ts'

/**
 * Sends a German-speaking first-time visitor of an English page to its German counterpart, once per
 * browser session (SPEC section 4). Renders nothing. A full page load, so the German page arrives with
 * its own messages and <html lang>; `replace` keeps the English page out of the history.
 */
export function LanguageDetector() {
  const { countryFromProxy, geolocationUrl } = useSite().languageDetection
  // The visible path (the router's own location holds the English route path of a German page).
  const pathname = useLocation({ select: (location) => location.publicHref.replace(/[?#].*/, '') })
  const alternates = useAlternates()
  const germanHref = alternates ? (alternates.de ?? null) : germanPathOf(pathname)

  useEffect(() => {
    delete document.documentElement.dataset.languageDetection // a new page view decides anew
    const context = {
      pathname,
      alreadyRan: read(() => window.sessionStorage.getItem(DETECTED_KEY)) !== null,
      chosenLanguage: read(() => window.localStorage.getItem(CHOICE_KEY)),
      userAgent: navigator.userAgent,
      germanHref,
    }
    if (!shouldDetect(context) || germanHref === null) return finished('skipped')
    write(() => window.sessionStorage.setItem(DETECTED_KEY, '1'))
    const controller = new AbortController()
    detectGerman({ countryFromProxy, geolocationUrl }, controller.signal).then((german) => {
      if (controller.signal.aborted) return
      finished(german ? 'redirecting' : 'stayed')
      if (german) window.location.replace(germanHref + window.location.search + window.location.hash)
    })
    return () => controller.abort()
    // Once per page view that qualifies; the session flag stops every later run.
  }, [pathname, germanHref, countryFromProxy, geolocationUrl])
  return null
}

/**
 * What detection decided on this page view, on <html data-language-detection>: `skipped` (not
 * asked: a German page, a crawler, a choice or an earlier run), `stayed` or `redirecting`. Tests wait
 * for it instead of for the clock; nothing else reads it.
 */
function finished(outcome: 'skipped' | 'stayed' | 'redirecting') {
  document.documentElement.dataset.languageDetection = outcome
}

async function detectGerman(config: SiteConfig['languageDetection'], signal: AbortSignal): Promise<boolean> {
  const language = navigator.language
  if (localSignalsSayGerman({ language })) return true
  const local = { language, timeZone: await germanCandidateTimeZone() }
  if (signal.aborted) return false
  if (localSignalsSayGerman(local)) return true
  const source = config.countryFromProxy ? VISITOR_COUNTRY_PATH : config.geolocationUrl
  if (!source) return false
  try {
    const response = await fetch(source, {
      signal: AbortSignal.any([signal, AbortSignal.timeout(LOOKUP_TIMEOUT_MS)]),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body: unknown = await response.json()
    const field = (name: string): unknown => (typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined)
    return prefersGerman({ ...local, country: cleanSignal(field('country') ?? field('country_code'), 'country') })
  } catch (error) {
    // SPEC section 8: a console message only; the browser language (checked above) is the fallback.
    if (!signal.aborted) console.info('Language detection: country lookup failed', error)
    return false
  }
}

/** The time zone's name where it can be a German-speaking one, read in an idle period (a slow call). */
async function germanCandidateTimeZone(): Promise<string | undefined> {
  const year = new Date().getFullYear()
  if (!couldBeGermanTimeZone(new Date(year, 0, 1).getTimezoneOffset(), new Date(year, 6, 1).getTimezoneOffset())) return undefined
  await nextIdle()
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

function read(get: () => string | null): string | null {
  try {
    return get()
  } catch {
    return null
  }
}

function write(set: () => void) {
  try {
    set()
  } catch {
    // Storage blocked: detection may run again on the next page, with the same result.
  }
}
