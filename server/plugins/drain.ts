// A drain before the server stops. Nitro's server (srvx) answers SIGTERM by closing the listening
// socket and every idle keep-alive connection at once; a proxy that had just written a request onto
// such a connection gets a reset, and for a POST it may not retry (the request was sent). So on
// SIGTERM the process first drains (app/http/draining.ts: /readyz 503, `Connection: close` on every
// answer) for SHUTDOWN_DRAIN_SECONDS, then hands over to srvx's own graceful stop (requests in
// flight finish within SERVER_SHUTDOWN_TIMEOUT, then the close hooks run).
import { definePlugin } from 'nitro'
import { log } from '../../app/http/request-log.ts'
import { drainMs, isDraining, startDraining } from '../../app/http/draining.ts'

export default definePlugin(() => {
  const delay = drainMs(process.env)
  if (delay === 0) return
  // srvx registers its listener when the server is created, right after the plugins have run.
  setImmediate(() => {
    const stops = process.listeners('SIGTERM')
    if (stops.length === 0) return // srvx skips its graceful stop under CI/TEST: nothing to delay
    process.removeAllListeners('SIGTERM')
    process.on('SIGTERM', (signal) => {
      if (isDraining()) return
      startDraining()
      log('info', 'draining before the server stops', { ms: delay })
      setTimeout(() => {
        for (const stop of stops) stop(signal)
      }, delay)
    })
  })
})
