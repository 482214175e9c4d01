// How the production server (server/main.ts) lets go of its connections when it stops, so that a
// proxy loses no request (docs/stack.md, record 0071). Node's `server.close()` stops listening and at
// once destroys every connection that is not answering a request, among them those on which the
// proxy has just written a request the busy process has not read yet: the proxy sees "connection
// reset", and for a POST it may not try another instance (the request was sent). So the listener
// closes first (new connections are refused, and a proxy passes those on, POSTs included), every
// answer carries `Connection: close`, and the proxy closes its idle connections itself (nginx after
// 2 s, deploy/nginx.conf). After the drain what is still idle is closed, requests in flight get up to
// the shutdown time-out, and what is left then is cut.
import type { Server as HttpServer } from 'node:http'
import { Server as NetServer } from 'node:net'
import { envInteger } from '../app/config/numeric-settings.ts'

type Env = Record<string, string | undefined>

/** How long an idle connection stays open: longer than any proxy's idle time (nginx 2 s, AWS 60 s). */
export const IDLE_KEEP_ALIVE_MS = 65_000

/** SHUTDOWN_DRAIN_SECONDS (3 s; 0 turns it off): longer than the proxy's idle keep-alive time. */
export const drainMs = (env: Env): number => envInteger(env, 'SHUTDOWN_DRAIN_SECONDS') * 1000

/** SERVER_SHUTDOWN_TIMEOUT (5 s): how long requests in flight may take once the drain is over. */
export const shutdownTimeoutMs = (env: Env): number => envInteger(env, 'SERVER_SHUTDOWN_TIMEOUT') * 1000

/** Resolves once `server` has no open connection, or after `timeoutMs`; with the number left. */
async function connectionsClosed(server: HttpServer, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs
  const open = () =>
    new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)))
  let count = await open()
  while (count > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    count = await open()
  }
  return count
}

/** Stops `server` listening, drains its connections for `drainMs`, then closes them (see above). */
export async function drainConnections(server: HttpServer, drainMs: number, timeoutMs: number): Promise<void> {
  server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'))
  // The listener only: http.Server's own close() would also destroy the idle connections at once
  // (Node's documented behaviour since 19), which is what the drain is for.
  NetServer.prototype.close.call(server)
  await new Promise((resolve) => setTimeout(resolve, drainMs))
  server.closeIdleConnections()
  if ((await connectionsClosed(server, timeoutMs)) > 0) server.closeAllConnections()
}
