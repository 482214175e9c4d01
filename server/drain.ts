// How the production server (server/main.ts) lets go of its connections when it stops, so that a
// proxy loses no request (docs/stack.md, record 0071). It keeps listening through the drain, saying
// 503 on /readyz and `Connection: close` with every answer: closing a listening socket resets the
// connections still in the kernel's accept queue, and right after a restart of the other instance that
// queue holds requests the proxy has already tried there, which then have no instance left (502). Once
// the drain is over, what the proxy sent meanwhile has been answered; the listener closes, idle
// connections are left to the proxy to close (nginx after 2 s; Node's `closeIdleConnections` would
// also cut a connection whose request the busy process has not read yet), requests in flight get up
// to the shutdown time-out, and what is left then is cut.
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

/** Drains `server` for `drainMs` while it still listens, then stops listening and closes (see above). */
export async function drainConnections(server: HttpServer, drainMs: number, timeoutMs: number): Promise<void> {
  server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'))
  await new Promise((resolve) => setTimeout(resolve, drainMs))
  // The listener only: http.Server's own close() would also destroy the idle connections at once
  // (Node's documented behaviour since 19).
  NetServer.prototype.close.call(server)
  // A stop without a drain (SIGINT, Ctrl-C) does not wait for a browser's idle keep-alive connection.
  if (drainMs === 0) server.closeIdleConnections()
  if ((await connectionsClosed(server, timeoutMs)) > 0) server.closeAllConnections()
}
