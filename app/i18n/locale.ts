// The site's two languages: the one home of the locale type, its schema and the small facts about it.
import * as v from 'valibot'

export const locales = ['en', 'de'] as const
export type Locale = (typeof locales)[number]

/** English: no path prefix, and the language of anything not German. */
export const baseLocale: Locale = 'en'

/** Validates a language in server-function input. */
export const LocaleSchema = v.picklist(locales)

export const otherLocale = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de')

/** `/de` and everything below it is German; every other path is English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/de' || pathname.startsWith('/de/') ? 'de' : 'en'
}
