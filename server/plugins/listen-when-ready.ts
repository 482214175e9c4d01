// The server starts listening once its database is open (migrated and seeded), or has failed to
// open. Nitro's server (srvx) listens as soon as it is created, and a proxy without readiness checks
// (nginx) sends requests to every address that accepts: during a rolling restart they waited there
// for the database to open, up to 28 s on a busy host, and a proxy that timed out a POST answered 504.
// Refused until then, a connection is passed to another instance, POSTs included.
import { Server as HttpServer } from 'node:http'
import { definePlugin } from 'nitro'
import { isDraining, startDraining } from '../../app/http/draining.ts'
import { log } from '../../app/http/request-log.ts'
import { databaseOpened } from '../../db/start.server.ts'

export default definePlugin(() => {
  if (import.meta.env?.DEV) return // Vite's dev server is an HTTP server too
  const listen = HttpServer.prototype.listen
  // srvx creates the server and calls listen right after the plugins have run: that one call waits.
  Object.defineProperty(HttpServer.prototype, 'listen', {
    configurable: true,
    writable: true,
    value: function listenWhenReady(this: HttpServer, ...args: unknown[]) {
      HttpServer.prototype.listen = listen
      markStopsAsDraining()
      log('info', 'listening once the database is open')
      // Unreachable at start: it serves what needs no database, and says so on /readyz.
      void databaseOpened().then(() => {
        // A stop that came first found nothing listening and is done: listening now would keep the
        // process running, and the proxy would send requests to an instance on its way out.
        if (!isDraining()) Reflect.apply(listen, this, args)
      })
      return this
    },
  })
})

/**
 * SIGINT and SIGTERM mark the process as going away at once (the drain, server/plugins/drain.ts, does
 * so for SIGTERM too, and calls this listener later with srvx's). Only where srvx stops gracefully:
 * it already listens for both; under CI or TEST it does not, and a listener here would replace Node's
 * default exit.
 */
function markStopsAsDraining(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    if (process.listenerCount(signal) > 0) process.prependOnceListener(signal, startDraining)
  }
}
