// Paraglide's runtime as the browser needs it, swapped in for app/paraglide/runtime.js by the client
// build (vite.config.ts). In the browser the language is only ever read: the URL decides it (`/de`
// and below is German), the switcher is a plain link that loads the other language's page, and no
// locale is stored. So the browser needs `getLocale` from the URL's first segment, not Paraglide's
// URL-pattern matching, redirects and URLPattern polyfill, on every page (figures:
// docs/decisions/0060-first-load-levers.md). tests/unit/browser-runtime.test.ts checks that this answers
// as Paraglide's own runtime does for every page, and that it exports what the compiled messages import.
// Upstream: Paraglide has no read-only browser runtime; the request to file: docs/upgrading.md ("Workarounds").
import { baseLocale as base, localeOfPath, locales as all, type Locale } from './locale.ts'

export const baseLocale: Locale = base
export const locales = all
/** Per-locale builds are not used; the messages read it and fall back to getLocale. */
export const experimentalStaticLocale: Locale | undefined = undefined

export function getLocale(): Locale {
  return localeOfPath(window.location.pathname)
}
