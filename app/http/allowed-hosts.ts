// The host names this server answers for. The public origin (PUBLIC_SITE_URL) and the names listed in
// ALLOWED_HOSTS are served; a request for any other name is refused with 421 before anything reads
// it. That stops DNS rebinding (a page on evil.example whose name now points at this server is
// same-origin with itself, so Sec-Fetch-Site and Origin checks pass) and keeps a forged Host out of
// a cache in front. X-Forwarded-Host is not read: the proxy must pass the visitor's Host on.
// A public origin on a loopback name (the development default) accepts every loopback name and port.

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])
/** A host name or IP literal with an optional port: what a Host header may carry. */
const HOST_SYNTAX =
  /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?)(:\d{1,5})?$/

export interface AllowedHosts {
  /** Normalised `host[:port]` values (no port when it is the public scheme's default). */
  hosts: readonly string[]
  /** Any loopback name on any port: the public origin is itself a loopback address. */
  loopback: boolean
  /** `http:` or `https:`, the public origin's: it decides which port is the default one. */
  scheme: string
}

/** `host[:port]` lower-cased, without a trailing dot and without the scheme's default port; undefined when malformed. */
function normalise(host: string, scheme: string): { host: string; hostname: string } | undefined {
  if (!HOST_SYNTAX.test(host)) return undefined
  try {
    const url = new URL(`${scheme}//${host}`)
    const hostname = url.hostname.replace(/\.$/, '')
    return { host: url.port ? `${hostname}:${url.port}` : hostname, hostname }
  } catch {
    return undefined
  }
}

/** The optional comma-separated ALLOWED_HOSTS list (`www.example.com, example.com:8443`); throws naming a bad entry. */
export function readHostList(env: Record<string, string | undefined> = process.env): string[] {
  const listed = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of listed) {
    if (!normalise(entry, 'http:')) {
      throw new Error(
        `ALLOWED_HOSTS: expected host names with an optional port, separated by commas (www.example.com, example.com:8443), got ${JSON.stringify(entry)}`,
      )
    }
  }
  return listed
}

/** The public origin's host and the ALLOWED_HOSTS list. */
export function readAllowedHosts(siteUrl: string, env: Record<string, string | undefined> = process.env): AllowedHosts {
  const scheme = new URL(siteUrl).protocol
  const own = normalise(new URL(siteUrl).host, scheme)
  const listed = readHostList(env).flatMap((entry) => normalise(entry, scheme)?.host ?? [])
  return {
    hosts: own ? [own.host, ...listed] : listed,
    loopback: own !== undefined && LOOPBACK.has(own.hostname),
    scheme,
  }
}

/** The hosts a request names: its Host header, and the URL's host (an absolute request target's). */
export function requestHosts(request: Request): string[] {
  const url = new URL(request.url).host
  const header = request.headers.get('host')
  return header === null || header === url ? [url] : [header, url]
}

export function isAllowedHost(allowed: AllowedHosts, host: string): boolean {
  const normal = normalise(host, allowed.scheme)
  if (!normal) return false
  return allowed.hosts.includes(normal.host) || (allowed.loopback && LOOPBACK.has(normal.hostname))
}

/**
 * The request's URL, or a 400 when Node's HTTP layer built one that cannot be parsed: it copies the
 * Host header into the URL unchecked, so `Host: 127.0.0.1:99999` (a port above 65535) arrives as
 * an invalid URL before the allow-list can look at it.
 */
export function requestUrl(request: { url: string }): URL | Response {
  return (
    URL.parse(request.url) ??
    new Response('This request names a malformed host.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  )
}

/** 421 Misdirected Request for a request naming a host this server does not serve; undefined otherwise. */
export function misdirectedRequest(request: Request, allowed: AllowedHosts): Response | undefined {
  if (requestHosts(request).every((host) => isAllowedHost(allowed, host))) return undefined
  return new Response('This server does not serve the host this request names.', {
    status: 421,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}
