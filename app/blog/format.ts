import type { BlogLocale } from './schemas.ts'

/** "10 February 2026" / "10. Februar 2026" for a YYYY-MM-DD date, the same on server and client. */
export function formatDate(isoDate: string, locale: BlogLocale): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
