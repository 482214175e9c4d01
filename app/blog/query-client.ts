// The blog's Query client (3 retries, delay doubling from 1 s up to 30 s, cache
// lifetime 5 minutes). Its module is a chunk of the blog's own: the blog's provider imports it, the
// loaders import it on use (app/blog/queries.ts), so no other page loads Query.
import { QueryClient } from '@tanstack/react-query'

let browserClient: QueryClient | undefined

/**
 * In the browser the one client, shared by the loaders and the blog's provider. On the server a
 * fresh client per call, without retries: a failure answers at once (the page's error state, with a
 * retry button), not after seconds of retries, and no request sees another's cache.
 */
export function blogQueryClient(): QueryClient {
  if (typeof window === 'undefined') return new QueryClient({ defaultOptions: { queries: { retry: false } } })
  browserClient ??= new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
        staleTime: 60_000,
        // The blog changes with a deploy, not while a page is open: no fetch on focus or reconnect.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  })
  return browserClient
}
