// One request's answer from a stored page: 304 when its ETag matches If-None-Match, otherwise the best
// copy Accept-Encoding allows (brotli, gzip, or the plain body), its bytes sent as they are stored.

/** A stored answer: every header but the encoding and length, the body, and its compressed copies. */
export interface StoredAnswer {
  readonly status: number
  readonly headers: Headers
  readonly body: Uint8Array<ArrayBuffer>
  readonly gzip: Uint8Array<ArrayBuffer> | undefined
  readonly br: Uint8Array<ArrayBuffer> | undefined
}

/** The encodings a client accepts (q > 0), lower-cased. */
export function acceptedEncodings(header: string | null): Set<string> {
  const accepted = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name)
  }
  return accepted
}

/** Whether If-None-Match names `etag` (weakly compared) or is `*`. */
function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/**
 * The stored bytes as a body, shared, not copied: `new Response(bytes)` copies them for every answer,
 * which under load kept tens of MB of short-lived copies alive between collections (0082).
 * Nothing downstream writes to a body's chunks.
 */
function sharedBody(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
}

/** The answer to `request` from a stored page: 304, or the best copy the client accepts. */
export function responseFromCache(request: Request, page: StoredAnswer): Response {
  const headers = new Headers(page.headers)
  const etag = headers.get('etag')
  if (etag && etagMatches(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers })
  const accepted = acceptedEncodings(request.headers.get('accept-encoding'))
  const [encoding, body] =
    page.br && accepted.has('br')
      ? ['br', page.br]
      : page.gzip && accepted.has('gzip')
        ? ['gzip', page.gzip]
        : [undefined, page.body]
  if (encoding) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.byteLength))
  return new Response(request.method === 'HEAD' || body.byteLength === 0 ? null : sharedBody(body), {
    status: page.status,
    headers,
  })
}
