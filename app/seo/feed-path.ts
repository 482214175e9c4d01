import type { Locale } from '../i18n/locale.ts'

/** The blog's RSS feed per language (served by app/seo/seo-files.server.ts). */
export const feedPath = (locale: Locale) => (locale === 'de' ? '/de/blog/rss.xml' : '/blog/rss.xml')
