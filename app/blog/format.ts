import { dateFormat } from '../i18n/intl.ts'
import type { BlogLocale } from './schemas.ts'

/** "10 February 2026" / "10. Februar 2026" for a YYYY-MM-DD date, the same on server and client. */
export function formatDate(isoDate: string, locale: BlogLocale): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}
