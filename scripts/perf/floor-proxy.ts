// The floor for `npm run perf -- --floor`: a proxy that serves the measured server's pages without
// their scripts (inline and external, and the module preloads), everything else as it comes. What a
// page costs before any script of ours runs: the lower bound the page's own work is judged against.
import { createServer, request } from 'node:http'
import { createBrotliDecompress, createGunzip, gzipSync } from 'node:zlib'

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g
const MODULE_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*>/g

/** Starts the proxy in front of `base`; resolves with its address and a stop. */
export async function startFloorProxy(base: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const upstream = new URL(base)
  const proxy = createServer((incoming, outgoing) => {
    const forward = request(
      new URL(incoming.url ?? '/', upstream),
      { method: incoming.method, headers: { ...incoming.headers, host: upstream.host } },
      (answer) => {
        if (!String(answer.headers['content-type'] ?? '').includes('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
          return
        }
        const encoding = answer.headers['content-encoding']
        const body =
          encoding === 'br'
            ? answer.pipe(createBrotliDecompress())
            : encoding === 'gzip'
              ? answer.pipe(createGunzip())
              : answer
        const chunks: Buffer[] = []
        body.on('data', (chunk: Buffer) => chunks.push(chunk))
        body.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8').replace(SCRIPT, '').replace(MODULE_PRELOAD, '')
          // The body is rewritten (new length), and its inline scripts' hashes no longer apply.
          const headers = { ...answer.headers }
          delete headers['content-length']
          delete headers['content-security-policy']
          outgoing.writeHead(answer.statusCode ?? 502, { ...headers, 'content-encoding': 'gzip' }).end(gzipSync(html))
        })
      },
    )
    forward.on('error', () => outgoing.writeHead(502).end())
    forward.end()
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const address = proxy.address()
  if (address === null || typeof address === 'string') throw new Error('the floor proxy has no port')
  return {
    base: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise((resolve) => proxy.close(() => resolve())),
  }
}
