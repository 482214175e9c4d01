// Canonical URL, hreflang alternates and the Open Graph / Twitter tags of a page.
import type { SiteConfig } from '../config/site.ts'
import { regionTag } from '../i18n/intl.ts'
import { type Locale, otherLocale } from '../i18n/locale.ts'
import { SHARE_IMAGE } from './share-image.ts'

export type SiteUrls = Pick<SiteConfig, 'brandName' | 'siteUrl'>
/** A page's path in each language; null where it does not exist. */
export type LocalizedPaths = Record<Locale, string | null>

export const absoluteUrl = (site: Pick<SiteConfig, 'siteUrl'>, path: string) => `${site.siteUrl}${path}`

/** Open Graph writes the region tag with an underscore: en_GB, de_DE. */
const ogLocale = (locale: Locale) => regionTag(locale).replace('-', '_')

/** rel=canonical to itself; hreflang en, de and x-default (English) only when both languages exist. */
export function canonicalLinks(site: SiteUrls, paths: LocalizedPaths, locale: Locale, query = '') {
  const self = paths[locale]
  if (self === null) return []
  const links: Array<{ rel: string; href: string; hrefLang?: string }> = [
    { rel: 'canonical', href: absoluteUrl(site, self) + query },
  ]
  if (paths.en !== null && paths.de !== null) {
    links.push(
      { rel: 'alternate', hrefLang: 'en', href: absoluteUrl(site, paths.en) + query },
      { rel: 'alternate', hrefLang: 'de', href: absoluteUrl(site, paths.de) + query },
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(site, paths.en) + query },
    )
  }
  return links
}

export interface SocialInput {
  title: string
  description: string
  paths: LocalizedPaths
  locale: Locale
  image: string
  imageAlt: string
  type: 'website' | 'article'
  query?: string
}

export function socialMeta(site: SiteUrls, input: SocialInput) {
  const other = otherLocale(input.locale)
  const self = input.paths[input.locale] ?? '/'
  const image = absoluteUrl(site, input.image)
  return [
    { property: 'og:type', content: input.type },
    { property: 'og:site_name', content: site.brandName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: absoluteUrl(site, self) + (input.query ?? '') },
    { property: 'og:locale', content: ogLocale(input.locale) },
    ...(input.paths[other] !== null ? [{ property: 'og:locale:alternate', content: ogLocale(other) }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { property: 'og:image:alt', content: input.imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: input.imageAlt },
  ]
}
