// The pages' date format comes from the message files (app/i18n/intl.ts), not from an Intl formatter
// in the browser: it must read exactly as Intl's en-GB and de-DE long dates.
import { describe, expect, it } from 'vitest'
import { formatDate } from '../../app/i18n/intl.ts'

describe('formatDate', () => {
  it("matches Intl's long date in both languages for every month, first and last days and leap days", () => {
    for (const locale of ['en', 'de'] as const) {
      const intl = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' })
      for (const year of [1999, 2024, 2026]) {
        for (let month = 1; month <= 12; month++) {
          for (const day of [1, 9, 10, 28]) {
            const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
            expect(formatDate(iso, locale), `${iso} ${locale}`).toBe(intl.format(new Date(`${iso}T00:00:00Z`)))
          }
        }
      }
      expect(formatDate('2024-02-29', locale)).toBe(intl.format(new Date('2024-02-29T00:00:00Z')))
    }
  })

  it('refuses what is not a YYYY-MM-DD date', () => {
    expect(() => formatDate('2026-13-01', 'en')).toThrow(/YYYY-MM-DD/)
    expect(() => formatDate('yesterday', 'de')).toThrow(/YYYY-MM-DD/)
  })
})
