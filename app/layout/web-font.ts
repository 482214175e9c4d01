// Phones set their first view in the metric-matched fallback face (app/styles.css): a preloaded font
// counts towards the largest paint, and on a phone's connection it seldom made `optional`'s moment
// anyway (docs/decisions/0051). Once the page has settled the font is loaded here; the next page (a
// client-side navigation) is set in it, and a full load coming from one of our pages preloads it
// from the cache (the head script of app/consent/banner-boot.ts). The face joins the document only
// as the visitor moves on: a change of the document's fonts restyles the whole page, a long task on
// a slow phone, and `optional` uses only a font that is ready when the text is laid out.
import { FONT_URL, WIDE_SCREEN } from '../brand/font.ts'

/** Loads the font on a phone that has not used it yet; the face, ready to join the document. */
export async function loadWebFont(): Promise<FontFace | undefined> {
  if ('font' in document.documentElement.dataset || window.matchMedia(WIDE_SCREEN).matches) return undefined
  try {
    // The @font-face of app/styles.css.
    return await new FontFace('Inter', `url(${FONT_URL}) format('woff2')`, { weight: '400 700' }).load()
  } catch {
    return undefined
  }
}

/** From now on the pages are set in the web font; called as the visitor moves to the next page. */
export function switchToWebFont(face: FontFace): void {
  document.fonts.add(face)
  document.documentElement.dataset.font = ''
}
