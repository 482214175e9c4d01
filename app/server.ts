// Server entry: canonical redirects first, then Paraglide scopes the locale to the request.
import handler from '@tanstack/react-start/server-entry'
import { compressResponse } from './http/compress.ts'
import { seoFileResponse } from './http/seo-files.ts'
import { VISITOR_COUNTRY_PATH, visitorCountryResponse } from './http/visitor-country.ts'
import { canonicalRedirect } from './i18n/paths.ts'
import { paraglideMiddleware } from './paraglide/server.js'

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (url.pathname === VISITOR_COUNTRY_PATH) return visitorCountryResponse(request)
    const file = await seoFileResponse(request, url.pathname)
    if (file) return compressResponse(request, file)
    const target = canonicalRedirect(url.pathname)
    if (target) {
      return new Response(null, {
        status: 301,
        headers: { location: target + url.search, 'cache-control': 'public, max-age=3600' },
      })
    }
    // Pass the original request on: handing over the middleware's copy causes redirect loops.
    return compressResponse(request, await paraglideMiddleware(request, () => handler.fetch(request)))
  },
}
