// The server starts listening once its database is open (migrated and seeded), or has failed to
// open. Nitro's server (srvx) listens as soon as it is created, and a proxy without readiness checks
// (nginx) sends requests to every address that accepts: during a rolling restart they waited there
// for the database to open, up to 28 s on a busy host, and a proxy that timed out a POST answered 504.
// Refused until then, a connection is passed to another instance, POSTs included.
import { Server as HttpServer } from 'node:http'
import { definePlugin } from 'nitro'
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
      // Unreachable at start: it serves what needs no database, and says so on /readyz.
      void databaseOpened().then(() => Reflect.apply(listen, this, args))
      return this
    },
  })
})
