// Number formats of the calculator per page language (server and browser give the same output).
type Locale = 'en' | 'de'
const tag = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB')

export const formatEuro = (value: number, locale: Locale) =>
  new Intl.NumberFormat(tag(locale), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.round(value))

export const formatNumber = (value: number, locale: Locale, fractionDigits = 0) =>
  new Intl.NumberFormat(tag(locale), { maximumFractionDigits: fractionDigits, minimumFractionDigits: 0 }).format(value)
