// A drain before the server stops. Nitro's server (srvx) answers SIGTERM with Node's `server.close()`,
// which stops listening and at once destroys every connection that is not answering a request, among
// them those on which the proxy has just written a request the busy process has not read yet: the
// proxy sees "connection reset", and for a POST it may not try another instance (the request was
// sent). So on SIGTERM the process first stops listening (new connections are refused, and a proxy
// passes those on safely, POSTs included), marks itself draining (app/http/draining.ts: /readyz 503)
// and sends `Connection: close` with every answer, so each open connection closes after its answer;
// the proxy closes its idle ones itself (nginx after 2 s, deploy/nginx.conf). After
// SHUTDOWN_DRAIN_SECONDS it closes what is still idle, waits for the rest (SERVER_SHUTDOWN_TIMEOUT,
// 5 s) and hands over to srvx's own stop, which runs the close hooks.
import { subscribe } from 'node:diagnostics_channel'
import { Server as HttpServer } from 'node:http'
import { Server as NetServer } from 'node:net'
import { definePlugin } from 'nitro'
import { log } from '../../app/http/request-log.ts'
import { drainMs, isDraining, startDraining } from '../../app/http/draining.ts'

/** How long an idle connection stays open: longer than any proxy's idle time (nginx 2 s, AWS 60 s). */
const IDLE_KEEP_ALIVE_MS = 65_000

/** Resolves once `server` has no open connection, or after `timeoutMs`. */
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

export default definePlugin(() => {
  const delay = drainMs(process.env)
  if (delay === 0) return
  // The HTTP server is not handed to plugins: Node names it with every request it receives.
  let server: HttpServer | undefined
  subscribe('http.server.request.start', (message) => {
    if (
      server ||
      typeof message !== 'object' ||
      message === null ||
      !('server' in message) ||
      !(message.server instanceof HttpServer)
    )
      return
    server = message.server
    // Idle connections are closed by the proxy (nginx after 2 s), never first by the instance: Node's
    // 5 s could pass while a busy process had not yet read a request the proxy wrote onto the
    // connection, and Node would reset it under that request.
    server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS
  })
  // srvx registers its listener when the server is created, right after the plugins have run.
  setImmediate(() => {
    const stops = process.listeners('SIGTERM')
    if (stops.length === 0) return // srvx skips its graceful stop under CI/TEST: nothing to delay
    process.removeAllListeners('SIGTERM')
    process.on('SIGTERM', (signal) => {
      if (isDraining()) return
      startDraining()
      log('info', 'draining before the server stops', { ms: delay })
      const draining = server
      if (draining?.listening) {
        draining.prependListener('request', (_request, response) => response.setHeader('connection', 'close'))
        // net's close only: http's would also destroy the idle connections at once.
        NetServer.prototype.close.call(draining)
      }
      setTimeout(async () => {
        if (draining) {
          draining.closeIdleConnections()
          const left = await connectionsClosed(draining, (Number(process.env.SERVER_SHUTDOWN_TIMEOUT) || 5) * 1000)
          if (left > 0) draining.closeAllConnections()
        }
        for (const stop of stops) stop(signal)
      }, delay)
    })
  })
})
