import { QueryClient } from '@tanstack/react-query'
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { cspNonce } from './http/csp-nonce.ts'
import { localizePath, routerPathOf } from './i18n/paths.ts'
import { seedNewsletterPost } from './newsletter/post-state.ts'
import { PageSpinner } from './ui/PageSpinner.tsx'
import { getLocale } from './paraglide/runtime.js'
import { routeTree } from './routeTree.gen.ts'

// SPEC section 9: 3 retries, delay doubling from 1 s up to 30 s, cache lifetime 5 minutes.
// Retries happen in the browser only: during server rendering a failure must answer at once
// (the page's error state, with a retry button), not after seconds of waiting.
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: typeof window === 'undefined' ? false : 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
        staleTime: 60_000,
      },
    },
  })
}

// Search values are read as JSON (numbers, booleans) only when nothing is lost: "15.000" typed on a
// German page stays the text "15.000" instead of becoming the number 15.
function parseSearchValue(value: string): unknown {
  const parsed: unknown = JSON.parse(value)
  return typeof parsed === 'number' && String(parsed) !== value ? value : parsed
}

export function getRouter() {
  const queryClient = createQueryClient()
  seedNewsletterPost(queryClient)
  const router = createRouter({
    routeTree,
    context: { queryClient },
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
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

function withPathname(url: URL, pathname: string): URL {
  if (url.pathname === pathname) return url
  const next = new URL(url)
  next.pathname = pathname
  return next
}
