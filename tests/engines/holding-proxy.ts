// Origins in front of the production server that can hold the browser entry script, so a flow sees
// the page before hydration and clicks it then: the engine-neutral stand-in for the Playwright
// suite's `holdEntryScript` (WebKitWebDriver cannot intercept requests). Each flow gets an origin of
// its own, 127.0.0.N (Linux routes all of 127/8 to loopback): a first visit with nothing stored, and
// nothing cached (WebKit serves a script the last page loaded from its memory cache, no-store or
// not, so a held entry would never be asked for). Host and Origin are rewritten and Location back,
// so the server sees its own origin.
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http'

export interface Hold {
  /** Settles when the browser asks for the held script. */
  requested: Promise<void>
  release: () => void
}

export interface HoldingProxy {
  /** A new origin, 127.0.0.N on the proxy's port. */
  newOrigin: () => Promise<string>
  /** Holds the next requests for the entry script, on any origin, until `release()`. */
  hold: () => Hold
  close: () => Promise<void>
}

/** The entry the deferred loader adds after the page's load (app/http/deferred-loader.js). */
const ENTRY_SCRIPT = /^\/assets\/index-[^/]+\.js$/

export function startHoldingProxy(target: string, port: number): HoldingProxy {
  const upstream = new URL(target)
  const servers: Server[] = []
  let current: { held: Promise<void>; asked: () => void; release: () => void } | undefined

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const origin = `http://${incoming.headers.host}`
    const headers = { ...incoming.headers, host: upstream.host }
    if (headers.origin === origin) headers.origin = upstream.origin
    const forwarded = request(target + (incoming.url ?? '/'), { method: incoming.method, headers }, (answer) => {
      const { location } = answer.headers
      outgoing.writeHead(answer.statusCode ?? 502, {
        ...answer.headers,
        ...(location ? { location: location.replace(upstream.origin, () => origin) } : {}),
      })
      answer.pipe(outgoing)
    })
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  }
  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const hold = ENTRY_SCRIPT.test(new URL(incoming.url ?? '/', 'http://proxy').pathname) ? current : undefined
    hold?.asked()
    void (hold?.held ?? Promise.resolve()).then(() => forward(incoming, outgoing))
  }

  return {
    newOrigin: async () => {
      const host = `127.0.0.${servers.length + 2}`
      const server = createServer(handle)
      servers.push(server)
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, resolve)
      })
      return `http://${host}:${port}`
    },
    hold: () => {
      let asked = () => {}
      const requested = new Promise<void>((resolve) => (asked = resolve))
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      const done = () => {
        current = undefined
        release()
      }
      current = { held, asked, release: done }
      return { requested, release: done }
    },
    close: async () => {
      current?.release()
      await Promise.all(
        servers.map((server) => {
          server.closeAllConnections()
          return new Promise<void>((resolve) => server.close(() => resolve()))
        }),
      )
    },
  }
}
