// Phones set their first view in the metric-matched fallback face (app/styles.css): a preloaded font
// counts towards the largest paint, and on a phone's connection it seldom made `optional`'s moment
// anyway (docs/decisions/0051). Once the page has settled the font is loaded here and handed to the
// document; the next page (a client-side navigation, or a full load from one of our pages: the head
// script of app/consent/banner-boot.ts) is set in it.
// Fetched by SiteLayout once the page has settled, so it is not part of any first load.
import { FONT_URL, WIDE_SCREEN } from '../brand/font.ts'

/** The @font-face of app/styles.css, as the FontFace API takes it. */
const FACE = { family: 'Inter', weight: '400 700', style: 'normal' } as const

/**
 * Loads the font on a phone that has not used it yet; resolves once the document has it (or at
 * once where nothing is to do). A failure leaves the fallback face: nothing else depends on it.
 */
export async function loadWebFont(): Promise<boolean> {
  const root = document.documentElement
  if ('font' in root.dataset || window.matchMedia(WIDE_SCREEN).matches) return false
  try {
    const face = new FontFace(FACE.family, `url(${FONT_URL}) format('woff2')`, {
      weight: FACE.weight,
      style: FACE.style,
    })
    document.fonts.add(await face.load())
    return true
  } catch {
    return false
  }
}

/** From now on the pages are set in the web font; called as the visitor moves to the next page. */
export function switchToWebFont(): void {
  document.documentElement.dataset.font = ''
}
