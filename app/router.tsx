import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { adoptSiteConfig, loadSiteConfig } from './config/load-site.ts'
import type { SiteConfig } from './config/site.ts'
import { adoptConsentScope, consentScopeOf } from './consent/page-consent.ts'
import type { ConsentScope } from './consent/processings.ts'
import { localizePath, routerPathOf } from './i18n/paths.ts'
import type { NewsletterPostState } from './newsletter/outcome.ts'
import { adoptNewsletterPost } from './newsletter/post-state.ts'
import { PageSpinner } from './ui/PageSpinner.tsx'
import { getLocale } from './paraglide/runtime.js'
import { routeTree } from './routeTree.gen.ts'

// Search values are read as numbers and booleans only when nothing is lost, and every other value
// stays the text it was: "15.000" typed on a German page is not the number 15, and a search for
// "medical review" in quotes (a phrase) keeps its quotes instead of being read as a JSON string.
// A text that would be read as something else ("2026", "true", or a quoted text that would lose its
// quotes) is written as a JSON string, and such a string is read back as its text, so every text a
// link writes reads back as written (tests/unit/search-params.test.ts).
function parseSearchValue(value: string): unknown {
  const parsed: unknown = JSON.parse(value)
  if (typeof parsed === 'number') return String(parsed) === value ? parsed : value
  if (typeof parsed === 'boolean') return parsed
  return typeof parsed === 'string' && readValue(parsed) !== parsed ? parsed : value
}

/** Written as is when it reads back as itself, else as a JSON string. */
function stringifySearchValue(value: unknown): string {
  return typeof value === 'string' && readValue(value) === value ? value : JSON.stringify(value)
}

/** How one value written as is in the URL is read: the router's decoding, then `parseSearchValue`. */
function readValue(text: string): unknown {
  return parseSearch(`?v=${encodeURIComponent(text)}`)['v']
}

export const parseSearch: (search: string) => Record<string, unknown> = parseSearchWith(parseSearchValue)
export const stringifySearch = stringifySearchWith(stringifySearchValue, parseSearchValue)

/** What a server-rendered page hands to the browser besides the routes' data. */
interface PageState {
  site: SiteConfig
  /** The processings this server runs: what a consent given on the page covers. */
  consent: ConsentScope
  newsletterPost: NewsletterPostState | null
}

/**
 * The router scrolls to the top (or to a stored place) whenever it renders a location, the
 * hydration's render included. By then the browser has placed the page itself (the top, a
 * `#fragment`, a reloaded page's place, which the router's inline script restores before the first
 * paint), and a visitor on a slow phone may have scrolled on: the jump to the top threw them back and
 * moved what they were about to tap (tests/e2e/hydration.spec.ts). The hydration's render is left
 * alone; every later one (a client-side navigation) restores as usual. On the server it asks for
 * the inline script.
 */
function scrollRestorationAfterHydration(): () => boolean {
  let hydrationRendered = typeof window === 'undefined'
  return () => {
    if (hydrationRendered) return true
    hydrationRendered = true
    return false
  }
}

export function getRouter() {
  // The request's context while the server renders (app/start.ts); undefined in the browser.
  const request = getGlobalStartContext()
  const router = createRouter({
    routeTree,
    scrollRestoration: scrollRestorationAfterHydration(),
    // The request's CSP nonce, on the scripts the router inlines (server only; see app/server.ts).
    ssr: { nonce: request?.nonce },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultPendingComponent: () => <PageSpinner />,
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
    // The router only knows canonical English paths; German URLs are translated on the way in
    // and out (docs/decisions/0001-urls-from-the-route-table.md).
    rewrite: {
      input: ({ url }) => withPathname(url, routerPathOf(url.pathname)),
      output: ({ url }) => withPathname(url, localizePath(url.pathname, getLocale())),
    },
    // The site configuration and a plain form post's outcome travel with the page, so the browser
    // neither asks for the configuration again nor needs a data library on every page for them. The
    // root route worked both out for this render (its beforeLoad); only a render whose root failed
    // before that works them out here. Only the server dehydrates: the browser's bundle leaves it out.
    dehydrate: import.meta.env.SSR
      ? async (): Promise<PageState> => {
          const root = router.state.matches[0]?.context
          const site = root?.site ?? (await loadSiteConfig())
          const consent = root?.consent ?? (await consentScopeOf(site))
          return { site, consent, newsletterPost: request?.newsletterPost ?? null }
        }
      : undefined,
    hydrate: (state: PageState) => {
      adoptSiteConfig(state.site)
      adoptConsentScope(state.consent)
      adoptNewsletterPost(state.newsletterPost)
    },
  })
  return router
}

function withPathname(url: URL, pathname: string): URL {
  if (url.pathname === pathname) return url
  const next = new URL(url)
  next.pathname = pathname
  return next
}
