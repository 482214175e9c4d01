// Automatic language detection (SPEC sections 4, 5 and 9), as pure functions: whether to
// run, which signals to trust, and what they decide. The browser side is app/layout/LanguageDetector.tsx.

export { CHOICE_KEY, DETECTED_KEY } from './language-storage-keys.ts'
export const GERMAN_COUNTRIES: readonly string[] = ['DE', 'AT', 'CH']
export const GERMAN_TIME_ZONES: readonly string[] = ['Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich']
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

/** Strings that look like script injection (SPEC section 5) are never used. */
export function looksLikeInjection(value: string): boolean {
  return injectionPatterns.some((pattern) => pattern.test(value))
}

const shapes = {
  country: /^[A-Za-z]{2}$/,
  timeZone: /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/,
  language: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/,
} as const

/** A detected value when it is a string of the expected shape and no injection attempt, else undefined. */
export function cleanSignal(value: unknown, kind: keyof typeof shapes): string | undefined {
  if (typeof value !== 'string' || value.length > 64) return undefined
  const trimmed = value.trim()
  if (looksLikeInjection(trimmed) || !shapes[kind].test(trimmed)) return undefined
  return kind === 'country' ? trimmed.toUpperCase() : trimmed
}

const crawler = /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|pinterest|vkshare|w3c_validator|lighthouse/i

export function isCrawler(userAgent: string): boolean {
  return crawler.test(userAgent)
}

export interface RunContext {
  pathname: string
  alreadyRan: boolean
  chosenLanguage: string | null
  userAgent: string
  /** The German counterpart of the current page; null when it has none (English-only, not found). */
  germanHref: string | null
}

/** Detection runs once per session, on English paths with a German counterpart, for people only. */
export function shouldDetect(context: RunContext): boolean {
  const prefixed = /^\/(de|en)(\/|$)/.test(context.pathname)
  return !prefixed && !context.alreadyRan && context.chosenLanguage === null && !isCrawler(context.userAgent) && context.germanHref !== null
}

export interface Signals {
  /** The visitor's country, already cleaned; undefined when not known (not configured or failed). */
  country?: string
  timeZone?: string
  /** The browser's preferred language (navigator.language). */
  language?: string
}

/**
 * German when the country is DE, AT or CH, the time zone is Berlin, Vienna or Zurich, or the browser
 * prefers German. Any one signal is enough, so the local ones are asked first and the country lookup
 * (a request) happens only when they do not already decide.
 */
export function localSignalsSayGerman(signals: Omit<Signals, 'country'>): boolean {
  const timeZone = cleanSignal(signals.timeZone, 'timeZone')
  if (timeZone && GERMAN_TIME_ZONES.includes(timeZone)) return true
  return cleanSignal(signals.language, 'language')?.toLowerCase().startsWith('de') ?? false
}

export function prefersGerman(signals: Signals): boolean {
  return (signals.country !== undefined && GERMAN_COUNTRIES.includes(signals.country)) || localSignalsSayGerman(signals)
}

/**
 * Whether a time zone with these UTC offsets (Date#getTimezoneOffset on 1 January and 1 July) can be
 * Berlin, Vienna or Zurich: UTC+1 in winter, UTC+2 in summer. Reading the zone's name takes an Intl
 * call that loads ICU's data in a long task; the offsets cost nothing and rule out most of the world.
 */
export function couldBeGermanTimeZone(januaryOffset: number, julyOffset: number): boolean {
  return januaryOffset === -60 && julyOffset === -120
}
