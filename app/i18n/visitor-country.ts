// GET /api/visitor-country: the country a trusted proxy (CDN, load balancer) put in the header named
// by COUNTRY_HEADER, for language detection. It is answered separately, not written into the page,
// so the HTML stays the same for every visitor and can be cached. Nothing is logged or stored.
import * as v from 'valibot'
import { CountryHeaderSchema } from '../config/site.ts'
import { cleanSignal } from './language-detection.ts'

export const VISITOR_COUNTRY_PATH = '/api/visitor-country'

export function visitorCountryResponse(request: Request, env: Record<string, string | undefined> = process.env): Response {
  const header = v.safeParse(CountryHeaderSchema, env.COUNTRY_HEADER ?? '')
  const headers = { 'content-type': 'application/json', 'cache-control': 'private, no-store' }
  if (!header.success || header.output === '') return new Response(JSON.stringify({ error: 'not configured' }), { status: 404, headers })
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { ...headers, allow: 'GET, HEAD' } })
  const country = cleanSignal(request.headers.get(header.output), 'country') ?? null
  return new Response(JSON.stringify({ country }), { status: 200, headers })
}
