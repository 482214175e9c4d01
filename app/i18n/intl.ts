// Each page language's language-and-region tag, and the Intl formatters made from it.
import type { Locale } from './locale.ts'

/** British English and German as written in Germany: dates, numbers and the feeds' language. */
export const regionTag = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB')

// Creating an Intl formatter costs far more than formatting with it (it was 4.5 % of the server's
// time rendering an article), so each language and set of options gets one, kept for the process.
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function kept<F>(formats: Map<string, F>, key: string, make: () => F): F {
  let format = formats.get(key)
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

export const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  kept(dateFormats, `${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(regionTag(locale), options))

export const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions) =>
  kept(numberFormats, `${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(regionTag(locale), options))

/** "10 February 2026" / "10. Februar 2026" for a YYYY-MM-DD date, the same on server and client. */
export function formatDate(isoDate: string, locale: Locale): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}
