// Cache headers for pages. A page rendered for every visitor alike (app/http/shared-page.ts) carries
// no nonce, its CSP names its inline scripts by hash, so any copy of it stays valid for everyone: a
// CDN may keep it for a minute and serve it stale for another while it refreshes. Browsers always
// revalidate (max-age=0; the ETag makes that a 304). The minute bounds how long a CDN shows a page
// after a content change or a deploy (docs/decisions/0047-render-cache.md).
// CDN_PAGE_SECONDS changes the minute (the stack test shortens it to see revalidations).
import { envInteger } from '../config/numeric-settings.ts'

export function sharedPageCache(env: Record<string, string | undefined>): string {
  const seconds = envInteger(env, 'CDN_PAGE_SECONDS')
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`
}

export const SHARED_PAGE_CACHE = sharedPageCache({})

/**
 * A page served stale while the instance cannot hear content changes (the database is away): a CDN
 * must ask again each time, so it gets the fresh page as soon as the instance has one.
 */
export const STALE_PAGE_CACHE = 'no-cache'

/** HTML made for one visitor (it carries a nonce, or answers a form post) is never kept by a cache. */
export const PERSONAL_PAGE_CACHE = 'no-store'

/** Adds `no-store` to an HTML answer that did not set its own cache header. */
export function withPageCaching(response: Response): Response {
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html')
  if (!html || response.headers.has('cache-control')) return response
  const headers = new Headers(response.headers)
  headers.set('cache-control', PERSONAL_PAGE_CACHE)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
