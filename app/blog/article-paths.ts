import { otherLocale, type Locale } from '../i18n/locale.ts'
import { byLocale, pathOfBilingualPage } from '../i18n/paths.ts'

/** An article's path in each language: its own, and its translation's when there is one (else null). */
export function articlePaths(
  article: { slug: string; counterpartSlug: string | null },
  locale: Locale,
): Record<Locale, string | null> {
  const counterpart = article.counterpartSlug
  const own = pathOfBilingualPage('/blog/$slug', { slug: article.slug }, locale)
  return byLocale(
    locale,
    own,
    counterpart ? pathOfBilingualPage('/blog/$slug', { slug: counterpart }, otherLocale(locale)) : null,
  )
}
