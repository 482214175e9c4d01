import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { adoptSiteConfig, loadSiteConfig } from './config/load-site.ts'
import type { SiteConfig } from './config/site.ts'
import { cspNonce } from './http/csp-nonce.ts'
import { localizePath, routerPathOf } from './i18n/paths.ts'
import type { NewsletterPostState } from './newsletter/outcome.ts'
import { adoptNewsletterPost, newsletterPost } from './newsletter/post-state.ts'
import { PageSpinner } from './ui/PageSpinner.tsx'
import { getLocale } from './paraglide/runtime.js'
import { routeTree } from './routeTree.gen.ts'

// Search values are read as JSON (numbers, booleans) only when nothing is lost: "15.000" typed on a
// German page stays the text "15.000" instead of becoming the number 15.
function parseSearchValue(value: string): unknown {
  const parsed: unknown = JSON.parse(value)
  return typeof parsed === 'number' && String(parsed) !== value ? value : parsed
}

/** What a server-rendered page hands to the browser besides the routes' data. */
interface PageState {
  site: SiteConfig
  newsletterPost: NewsletterPostState | null
}

export function getRouter() {
  const router = createRouter({
    routeTree,
    scrollRestoration: true,
    // The request's CSP nonce, on the scripts the router inlines (server only; see app/server.ts).
    ssr: { nonce: cspNonce.read() },
    parseSearch: parseSearchWith(parseSearchValue),
    stringifySearch: stringifySearchWith(JSON.stringify, parseSearchValue),
    defaultPreload: 'intent',
    defaultPendingComponent: () => <PageSpinner />,
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
    // The router only knows canonical English paths; German URLs are translated on the way in
    // and out (ARCHITECTURE "Routing and languages").
    rewrite: {
      input: ({ url }) => withPathname(url, routerPathOf(url.pathname)),
      output: ({ url }) => withPathname(url, localizePath(url.pathname, getLocale())),
    },
    // The site configuration and a plain form post's outcome travel with the page, so the browser
    // neither asks for the configuration again nor needs a data library on every page for them.
    dehydrate: async (): Promise<PageState> => ({ site: await loadSiteConfig(), newsletterPost: newsletterPost.read() ?? null }),
    hydrate: (state: PageState) => {
      adoptSiteConfig(state.site)
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
