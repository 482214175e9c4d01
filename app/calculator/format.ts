// Number formats of the calculator per page language (server and browser give the same output). Our
// own, not `Intl.NumberFormat`: the first Intl formatter a page makes loads ICU's data in one long
// task while the calculator hydrates (docs/decisions/0060-first-load-levers.md).
// tests/unit/calculator.test.ts checks them against Intl's en-GB and de-DE output.
import type { Locale } from '../i18n/locale.ts'

const separators: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
}

/** A digit string plus one in its last place: "1299" → "1300", "999" → "1000". */
function incremented(digits: string): string {
  const nines = /9*$/.exec(digits)?.[0].length ?? 0
  const head = digits.slice(0, digits.length - nines)
  const bumped = head === '' ? '1' : `${head.slice(0, -1)}${Number(head.at(-1)) + 1}`
  return bumped + '0'.repeat(nines)
}

/**
 * `value` (not negative) rounded half away from zero to `digits` decimals, as whole and fraction
 * digits. Like Intl, it rounds the shortest decimal that reads back as the value (1999.995 → 2000.00),
 * not its binary expansion (which `toFixed` rounds to 1999.99).
 */
function rounded(value: number, digits: number): [string, string] {
  const shortest = String(value)
  // Exponent notation: below 1e-6 (0 at these precisions) or from 1e21 on (no decimals).
  const [whole = '0', fraction = ''] = (shortest.includes('e') ? value.toFixed(digits) : shortest).split('.')
  if (fraction.length <= digits) return [whole, fraction]
  const kept =
    (fraction[digits] ?? '0') >= '5'
      ? incremented(whole + fraction.slice(0, digits))
      : whole + fraction.slice(0, digits)
  return [kept.slice(0, kept.length - digits) || '0', kept.slice(kept.length - digits)]
}

/** German and English typography write a negative figure with the minus sign, not a hyphen. */
const MINUS = '\u2212'

/** Digits grouped by thousands, at most `fractionDigits` decimals, trailing zeros dropped; -0 is 0. */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  const { group, decimal } = separators[locale]
  const [whole = '0', fraction = ''] = rounded(Math.abs(value), fractionDigits)
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, () => group)
  const decimals = fraction.replace(/0+$/, '')
  const negative = value < 0 && (Number(whole) !== 0 || decimals !== '')
  return `${negative ? MINUS : ''}${grouped}${decimals ? `${decimal}${decimals}` : ''}`
}

/** Whole euros: "€12,345" on English pages, "12.345 €" (no-break space) on German ones; "−€9,501", "−9.501 €". */
export function formatEuro(value: number, locale: Locale): string {
  const euros = Math.round(value)
  const amount = formatNumber(Math.abs(euros), locale)
  const sign = euros < 0 ? MINUS : ''
  return locale === 'de' ? `${sign}${amount}\u00a0€` : `${sign}€${amount}`
}
