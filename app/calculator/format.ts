// Number formats of the calculator per page language (server and browser give the same output).
import { numberFormat } from '../i18n/intl.ts'
import type { Locale } from '../i18n/locale.ts'

export const formatEuro = (value: number, locale: Locale) =>
  numberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.round(value))

export const formatNumber = (value: number, locale: Locale, fractionDigits = 0) =>
  numberFormat(locale, { maximumFractionDigits: fractionDigits, minimumFractionDigits: 0 }).format(value)
