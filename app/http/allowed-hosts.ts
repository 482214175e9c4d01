// The host names this server answers for. The public origin (PUBLIC_SITE_URL) and the names listed in
// ALLOWED_HOSTS are served; a request for any other name is refused with 421 before anything reads
// it. That stops DNS rebinding (a page on evil.example whose name now points at this server is
// same-origin with itself, so Sec-Fetch-Site and Origin checks pass) and keeps a forged Host out of
// a cache in front. X-Forwarded-Host is not read: the proxy must pass the visitor's Host on.
// One rule: a Host is allowed when its normal form (lower case, no trailing dot, no default port) is
// one of the site's hosts, port included. Another spelling of an address (`127.1`, `0177.0.0.1`,
// `[0:0::1]`) is no normal form and is refused. A public origin on a loopback name (the development
// default) adds the other loopback names on its port and on the port this server listens on (PORT);
// the development server takes them on any port (Vite picks the next free one).

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']
/** A host name or IP literal with an optional port: what a Host header may carry. */
const HOST_SYNTAX =
  /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?)(:\d{1,5})?$/

export interface AllowedHosts {
  /** Normalised `host[:port]` values (no port when it is the public scheme's default). */
  hosts: readonly string[]
  /** The development server with a loopback public origin: any loopback name on any port. */
  anyLoopbackPort: boolean
  /** `http:` or `https:`, the public origin's: it decides which port is the default one. */
  scheme: string
}

/**
 * `host[:port]` lower-cased, without a trailing dot and without the scheme's default port; undefined
 * when malformed, or when a URL parser would read the name as another one (a number for an IPv4
 * address, a shortened or zero-padded address): the Host must name the address as the site does.
 */
function normalise(host: string, scheme: string): { host: string; hostname: string } | undefined {
  if (!HOST_SYNTAX.test(host)) return undefined
  const url = URL.parse(`${scheme}//${host}`)
  const hostname = url?.hostname.replace(/\.$/, '')
  if (!url || hostname !== host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')) return undefined
  return { host: url.port ? `${hostname}:${url.port}` : hostname, hostname }
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

/**
 * The public origin's host and the ALLOWED_HOSTS list; for a loopback origin, every loopback name on
 * the origin's port and on PORT, and on any port when `development` (the Vite dev server).
 */
export function readAllowedHosts(
  siteUrl: string,
  env: Record<string, string | undefined> = process.env,
  development = false,
): AllowedHosts {
  const origin = new URL(siteUrl)
  const scheme = origin.protocol
  const own = normalise(origin.host, scheme)
  const listed = readHostList(env).flatMap((entry) => normalise(entry, scheme)?.host ?? [])
  const loopback = own !== undefined && LOOPBACK.includes(own.hostname)
  const ports = loopback ? [origin.port, ...(env.PORT ? [env.PORT] : [])] : []
  const siblings = ports.flatMap((port) =>
    LOOPBACK.flatMap((name) => normalise(port ? `${name}:${port}` : name, scheme)?.host ?? []),
  )
  return {
    hosts: [...new Set([...(own ? [own.host] : []), ...siblings, ...listed])],
    anyLoopbackPort: loopback && development,
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
  return allowed.hosts.includes(normal.host) || (allowed.anyLoopbackPort && LOOPBACK.includes(normal.hostname))
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
