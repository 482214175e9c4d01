// The site's web font (docs/decisions/0051): its file, and the screens that preload it and paint in
// it from the first view. Phones take it after the first view (app/layout/web-font.ts).
import interSubset from './inter-subset.woff2?url'

export const FONT_URL = interSubset

/** Screens that preload the font and use it from the first paint: Tailwind's `sm` and up. */
export const WIDE_SCREEN = '(min-width: 40rem)'
