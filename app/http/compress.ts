// Gzips text responses rendered by the app (HTML, JSON, XML). Static files are pre-compressed at
// build time by Nitro; this covers what is rendered per request. Streaming is kept: the
// CompressionStream passes chunks on as React renders them.
import { acceptedEncodings } from './conditional-response.ts'

const compressible = /^(text\/|application\/(json|xml|rss\+xml|javascript))/

export const isCompressible = (contentType: string) => compressible.test(contentType)

export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  if (
    !response.body ||
    response.headers.has('content-encoding') ||
    !isCompressible(type) ||
    !acceptedEncodings(request.headers.get('accept-encoding')).has('gzip')
  ) {
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('content-encoding', 'gzip')
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
