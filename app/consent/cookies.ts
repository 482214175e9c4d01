// A cookie helper. The site sets no cookie of its own; it uses this helper to expire
// the cookies an optional tracking integration left behind when its consent is withdrawn. Options are
// validated so that a typo fails loudly instead of silently writing a cookie the browser ignores.

export interface CookieOptions {
  domain?: string
  path?: string
  expires?: Date
  maxAge?: number
  sameSite?: 'Strict' | 'Lax' | 'None'
  secure?: boolean
}

const cookieName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
const domainName = /^\.?(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/i
const sameSiteValues = ['Strict', 'Lax', 'None'] as const

export class CookieOptionError extends TypeError {
  override name = 'CookieOptionError'
}

/** Builds a `document.cookie` assignment; throws CookieOptionError naming the bad option. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!cookieName.test(name))
    throw new CookieOptionError(`Invalid cookie name "${name}": use letters, digits and !#$%&'*+-.^_\`|~ only.`)
  const parts = [`${name}=${encodeURIComponent(value)}`]
  const { domain, path, expires, maxAge, sameSite, secure } = options
  if (domain !== undefined) {
    if (typeof domain !== 'string' || domain.length > 253 || !domainName.test(domain))
      throw new CookieOptionError(
        `Invalid cookie domain "${String(domain)}": expected a host name such as example.com.`,
      )
    parts.push(`Domain=${domain}`)
  }
  if (path !== undefined) {
    // eslint-disable-next-line no-control-regex -- control characters are what this pattern refuses
    if (typeof path !== 'string' || !path.startsWith('/') || /[\u0000-\u001f\u007f;]/.test(path))
      throw new CookieOptionError(
        `Invalid cookie path "${String(path)}": expected a path starting with "/" without ";" or control characters.`,
      )
    parts.push(`Path=${path}`)
  }
  if (expires !== undefined) {
    if (!(expires instanceof Date) || Number.isNaN(expires.getTime()))
      throw new CookieOptionError(`Invalid cookie expires "${String(expires)}": expected a valid Date.`)
    parts.push(`Expires=${expires.toUTCString()}`)
  }
  if (maxAge !== undefined) {
    if (typeof maxAge !== 'number' || !Number.isFinite(maxAge))
      throw new CookieOptionError(`Invalid cookie maxAge "${String(maxAge)}": expected a number of seconds.`)
    parts.push(`Max-Age=${Math.floor(maxAge)}`)
  }
  if (sameSite !== undefined) {
    if (!sameSiteValues.includes(sameSite))
      throw new CookieOptionError(`Invalid cookie sameSite "${String(sameSite)}": expected Strict, Lax or None.`)
    if (sameSite === 'None' && !secure)
      throw new CookieOptionError('Invalid cookie sameSite "None": browsers require secure: true with it.')
    parts.push(`SameSite=${sameSite}`)
  }
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** Names of the cookies this page can see. */
export function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => cookieName.test(name))
}

/**
 * Expires every cookie visible to the page, on the path "/" of this host and of each parent domain
 * (trackers usually write to the registrable domain, e.g. ".example.com").
 */
export function expireAllCookies(doc: Document = document): void {
  const labels = doc.location.hostname.split('.')
  const domains: Array<string | undefined> = [undefined]
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'))
  for (const name of cookieNames(doc.cookie)) {
    for (const domain of domains) {
      try {
        doc.cookie = serializeCookie(name, '', {
          path: '/',
          maxAge: 0,
          ...(domain && domainName.test(domain) ? { domain } : {}),
        })
      } catch {
        // A host name that is an IP address is not a cookie domain; the host-only variant above covers it.
      }
    }
  }
}
