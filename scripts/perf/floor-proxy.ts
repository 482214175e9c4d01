// The floor of a speed measurement, in the same run (`npm run perf -- --floor`): a proxy in front of
// the production server that serves every page without its scripts (the same HTML, CSS, font and
// pictures; JSON-LD stays, it is data) and, at BARE_PATH, a bare document of a heading and a line.
// What Lighthouse reads on those is what the browser and the host cost before any of our code runs:
// on a busy shared host even the bare page shows hundreds of milliseconds of blocking time.
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http'
import { brotliCompressSync } from 'node:zlib'
import { omit } from '../../app/lib/typed-object.ts'
import { freePort } from '../lib/production-server.ts'

export const BARE_PATH = '/__floor/bare'

const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title></head><body><h1>A bare page</h1><p>One heading and one line of text, no style sheet, no script.</p></body></html>'

/** The page without the scripts a browser would run: every <script> but JSON-LD. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
}

export interface FloorProxy {
  base: string
  stop: () => Promise<void>
}

function html(response: IncomingMessage['headers']): boolean {
  return String(response['content-type'] ?? '').startsWith('text/html')
}

export async function startFloorProxy(target: string): Promise<FloorProxy> {
  const port = await freePort()
  const server: Server = createServer((incoming, outgoing) => {
    const brotli = String(incoming.headers['accept-encoding'] ?? '').includes('br')
    const send = (status: number, type: string, body: string) => {
      const bytes = brotli ? brotliCompressSync(body) : Buffer.from(body)
      outgoing.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        ...(brotli ? { 'content-encoding': 'br' } : {}),
      })
      outgoing.end(bytes)
    }
    if (incoming.url === BARE_PATH) return send(200, 'text/html; charset=utf-8', BARE_PAGE)
    const headers = omit(incoming.headers, 'host')
    const upstream = forward(new URL(incoming.url ?? '/', target), { method: incoming.method, headers }, (response) => {
      if (!html(response.headers) || response.headers['content-encoding']) {
        // Files (and anything already compressed) pass through as they are.
        outgoing.writeHead(response.statusCode ?? 502, response.headers)
        response.pipe(outgoing)
        return
      }
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        send(
          response.statusCode ?? 502,
          String(response.headers['content-type']),
          withoutScripts(Buffer.concat(chunks).toString('utf8')),
        ),
      )
    })
    upstream.on('error', () => outgoing.writeHead(502).end())
    // Pages are asked for uncompressed, so that their scripts can be taken out.
    if (incoming.headers.accept?.includes('text/html')) upstream.setHeader('accept-encoding', 'identity')
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}
