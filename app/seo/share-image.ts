// Share images (Open Graph, Twitter): one JPEG per main page and language, drawn by
// `npm run share:images` into public/images/share/, and one per article (its cover as JPEG).
import type { RoutePath } from '../i18n/route-table.ts'
import type { Locale } from '../i18n/locale.ts'

/** Pages with their own share image; the others use the home page's. */
export const sharePages = [
  '/',
  '/product',
  '/about-us',
  '/blog',
  '/business-value-calculator',
  '/book-demo',
  '/careers',
  '/strategic-partnerships',
] as const satisfies readonly RoutePath[]

type SharePage = (typeof sharePages)[number]
export const SHARE_IMAGE = { width: 1200, height: 630 } as const
/** The organisation's logo in structured data: a raster of at least 112 × 112 px (Google's minimum). */
export const LOGO_PATH = '/images/logo.png'
export const LOGO_SIZE = 512

const fileStem = (route: SharePage) => (route === '/' ? 'home' : route.slice(1))

export function shareImagePath(route: RoutePath, locale: Locale): string {
  const page = sharePages.find((shared) => shared === route) ?? '/'
  return `/images/share/${fileStem(page)}-${locale}.jpg`
}

/** An article's cover (an SVG, which social networks do not show) as the JPEG drawn beside it. */
export function articleShareImagePath(coverImage: string): string {
  return coverImage.replace(/\.svg$/, '.jpg')
}
