// Start's request middleware for forms posted to pages (app/page-posts.ts) decides by the path as sent:
// Start's own `pathname` is decoded, so /api/vital%73 would pass for the speed reports' endpoint.
import { describe, expect, it, vi } from 'vitest'
import { pageFormPosts } from '../../app/page-posts.ts'

const report = (path: string) =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    body: '{}',
  })

async function answer(request: Request, handlerType: 'router' | 'serverFn' = 'router') {
  const next = vi.fn(() => Promise.resolve({ request, pathname: '', context: {}, response: new Response(null) }))
  const server = pageFormPosts.options.server
  if (!server) throw new Error('the middleware has no server part')
  const pathname = decodeURIComponent(new URL(request.url).pathname)
  // Start's `next` is generic in the context a middleware hands on; a stand-in cannot say that type.
  const options: Parameters<typeof server>[0] = {
    request,
    pathname,
    handlerType,
    context: { nonce: '' },
    next: next as never,
  }
  const result = await server(options)
  return { passedOn: next.mock.calls.length === 1, status: result instanceof Response ? result.status : undefined }
}

describe('forms posted to pages', () => {
  it('passes the endpoint and server functions on', async () => {
    expect(await answer(report('/api/vitals'))).toEqual({ passedOn: true, status: undefined })
    expect(await answer(report('/_serverFn/abc'), 'serverFn')).toEqual({ passedOn: true, status: undefined })
  })

  it('leaves a page with its own form to its route (/book-demo)', async () => {
    expect(await answer(report('/de/demo-buchen'))).toEqual({ passedOn: true, status: undefined })
  })

  it.each(['/api/vital%73', '/api/vitals/', '/', '/de/produkt'])(
    'refuses a body that is no form at %s (415)',
    async (path) => {
      expect(await answer(report(path))).toEqual({ passedOn: false, status: 415 })
    },
  )
})
