// Security headers for every response, and the Content Security Policy for pages. Scripts run only
// from our origin and, inline, by hash (a page rendered for every visitor, app/http/shared-page.ts)
// or with the request's nonce (a page made for one visitor: TanStack Router puts it on the scripts
// it inlines); the optional integrations an operator configures are allowed by origin, and nothing
// else. Styles allow inline style attributes (React's `style` props, Ark UI's positioning).
import type { SiteConfig } from '../config/site.ts'

export interface PolicyOrigins {
  /** Tracking scripts (analytics, conversion), allowed once configured. */
  scripts: string[]
  /** Embedded pages (the scheduler on book-a-demo). */
  frames: string[]
  /** fetch/XHR/beacon targets (trackers report to their own origins). */
  connect: string[]
}

const originOf = (url: string | undefined): string[] => {
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

/** The third-party origins the configuration enables (none by default). */
export function policyOrigins(site: SiteConfig): PolicyOrigins {
  const trackers = [...originOf(site.tracking.analyticsScriptUrl), ...originOf(site.tracking.conversionScriptUrl)]
  return {
    scripts: trackers,
    frames: originOf(site.schedulerUrl),
    connect: trackers,
  }
}

const unique = (values: string[]) => [...new Set(values)]

/**
 * A page's Content Security Policy. Its inline scripts run by the request's `nonce` (a page rendered
 * for one visitor) or by their `'sha256-…'` `hashes` (a page rendered for every visitor).
 */
export function contentSecurityPolicy(
  inlineScripts: { nonce: string } | { hashes: string[] },
  origins: PolicyOrigins,
): string {
  const inline = 'nonce' in inlineScripts ? [`'nonce-${inlineScripts.nonce}'`] : inlineScripts.hashes
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inline, ...unique(origins.scripts)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...unique(origins.scripts)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...unique(origins.connect)]],
    ['frame-src', origins.frames.length > 0 ? unique(origins.frames) : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** Headers every response gets, pages or not. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
}

/** The policy of answers that are not pages (JSON, XML, files): nothing in them may run or be framed. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

/** HSTS for a year, only over HTTPS (or behind a proxy that says so with X-Forwarded-Proto). */
export const HSTS = 'max-age=31536000; includeSubDomains'

export function isHttps(request: Request): boolean {
  return (
    URL.parse(request.url)?.protocol === 'https:' ||
    request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  )
}

/**
 * A copy of `response` with the security headers. A page keeps the hash-based policy it was
 * served with (app/http/shared-page.ts) or gets `noncePolicy`, the request's nonce-based one.
 */
export function withSecurityHeaders(request: Request, response: Response, noncePolicy: string | undefined): Response {
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(name, value)
  const html = (headers.get('content-type') ?? '').startsWith('text/html')
  const policy = html ? (headers.get('content-security-policy') ?? noncePolicy) : undefined
  headers.set('content-security-policy', policy ?? NON_PAGE_POLICY)
  if (isHttps(request)) headers.set('strict-transport-security', HSTS)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
