// Refuses request bodies over a limit before anything parses them: by Content-Length when it is
// given, and by counting when the body is chunked (then it is buffered, which the small limit allows).

/** The largest body this site accepts: a signup or a server-function call needs a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024

export function tooLarge(): Response {
  return new Response(JSON.stringify({ error: 'Request body too large.' }), {
    status: 413,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' },
  })
}

/**
 * The request to go on with (its body buffered when it had no length), or a 413 response.
 * Requests without a body pass unchanged.
 */
export async function limitBody(request: Request, max = MAX_BODY_BYTES): Promise<Request | Response> {
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return request
  const length = request.headers.get('content-length')
  if (length !== null) return Number(length) > max ? tooLarge() : request
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => undefined)
      return tooLarge()
    }
    chunks.push(value)
  }
  const buffered = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: Buffer.concat(chunks),
  })
  // Keep the socket address srvx attached (the newsletter's per-client limit reads it).
  const ip = 'ip' in request ? request.ip : undefined
  if (ip) Object.defineProperty(buffered, 'ip', { value: ip })
  return buffered
}
