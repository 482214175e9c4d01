// Number formats of the calculator per page language (server and browser give the same output).
// Formatters are kept: creating one costs far more than formatting with it, and a chart or a slider
// formats many numbers at once.
type Locale = 'en' | 'de'
const tag = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB')
const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: Locale, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale} ${key}`
  let format = formats.get(id)
  if (!format) {
    format = new Intl.NumberFormat(tag(locale), options)
    formats.set(id, format)
  }
  return format
}

export const formatEuro = (value: number, locale: Locale) =>
  numberFormat(locale, 'euro', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.round(value))

export const formatNumber = (value: number, locale: Locale, fractionDigits = 0) =>
  numberFormat(locale, String(fractionDigits), { maximumFractionDigits: fractionDigits, minimumFractionDigits: 0 }).format(value)
