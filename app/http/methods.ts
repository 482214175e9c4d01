// Which HTTP methods an address takes, answered before anything else looks at the request: OPTIONS
// says so (204 with Allow), any other method gets 405 with Allow, and HEAD gets the GET answer's
// headers without its body. TRACE never reaches the app's code (Node's Request refuses to build it),
// and PUT, DELETE or PATCH on a page would otherwise render the page.

/** Files, feeds, health checks and JSON lookups. */
export const READ_METHODS = ['GET', 'HEAD'] as const
/** Pages: read, and the newsletter form without JavaScript posts to the page it is on. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const

/** The Allow header's value: the methods taken, and OPTIONS, which every address answers. */
export function allowHeader(allowed: readonly string[]): string {
  return [...allowed, 'OPTIONS'].join(', ')
}

/** 204 for OPTIONS, 405 for a method `allowed` does not list (both with Allow), or undefined to go on. */
export function methodRefusal(method: string, allowed: readonly string[]): Response | undefined {
  if (allowed.includes(method)) return undefined
  const allow = allowHeader(allowed)
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { allow, 'cache-control': 'no-store' } })
  return new Response('Method not allowed.', {
    status: 405,
    headers: { allow, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** The answer without a body when the request was HEAD (the status and headers stay those of GET). */
export function withoutBodyForHead(request: Request, response: Response): Response {
  if (request.method !== 'HEAD' || response.body === null) return response
  response.body.cancel().catch(() => undefined)
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
}
