// The client's IP address, for the newsletter's per-client rate limit. Behind a proxy or load
// balancer every request comes from the proxy, so the operator names the header it sets
// (CLIENT_IP_HEADER, e.g. X-Forwarded-For or CF-Connecting-IP). Its last entry is the one the
// proxy added; earlier entries of X-Forwarded-For come from the client and could be forged.
import * as v from 'valibot'

const HeaderNameSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]+$/, 'an HTTP header name'))

/** The configured header, or undefined (then the socket address is used). Throws on a malformed name. */
export function clientIpHeader(env: Record<string, string | undefined> = process.env): string | undefined {
  const raw = env.CLIENT_IP_HEADER
  if (raw === undefined || raw.trim() === '') return undefined
  const result = v.safeParse(HeaderNameSchema, raw)
  if (!result.success) throw new Error(`CLIENT_IP_HEADER: expected an HTTP header name, got ${JSON.stringify(raw)}`)
  return result.output.toLowerCase()
}

/** The address to rate-limit by, or undefined when none is known. */
export function clientAddress(request: Request, header = clientIpHeader()): string | undefined {
  if (header) {
    const entries = (request.headers.get(header) ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const last = entries.at(-1)
    if (last) return last.slice(0, 100)
  }
  // srvx (Nitro's Node server) exposes the socket address as `ip`.
  const ip = 'ip' in request ? request.ip : undefined
  return typeof ip === 'string' && ip !== '' ? ip : undefined
}
