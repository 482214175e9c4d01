import type { Locale } from '../i18n/route-table.ts'

/** The blog's RSS feed per language (served by app/http/seo-files.ts). */
export const feedPath = (locale: Locale) => (locale === 'de' ? '/de/blog/rss.xml' : '/blog/rss.xml')
