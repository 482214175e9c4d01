// Each page language's language-and-region tag, and the date format of the pages.
import { m } from '../paraglide/messages.js'
import type { Locale } from './locale.ts'

/** British English and German as written in Germany: dates, numbers and the feeds' language. */
export const regionTag = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB')

const monthNames = [
  m.common_month_january,
  m.common_month_february,
  m.common_month_march,
  m.common_month_april,
  m.common_month_may,
  m.common_month_june,
  m.common_month_july,
  m.common_month_august,
  m.common_month_september,
  m.common_month_october,
  m.common_month_november,
  m.common_month_december,
]

/**
 * "10 February 2026" / "10. Februar 2026" for a YYYY-MM-DD date, the same on server and client. From
 * the message files, not `Intl.DateTimeFormat`: the first Intl formatter a page makes loads
 * ICU's data in one long task while the page hydrates;
 * tests/unit/intl.test.ts checks every month in both languages against Intl's output.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const [year = '', month = '', day = ''] = isoDate.split('-')
  const name = monthNames[Number(month) - 1]
  if (!name || !day || !year) throw new Error(`not a YYYY-MM-DD date: ${isoDate}`)
  return m.common_date_long({ day: String(Number(day)), month: name({}, { locale }), year }, { locale })
}
