// The floor of `npm run perf -- --floor` (scripts/perf/floor-proxy.ts): pages without their scripts, files
// as they are, and a bare page.
import { createServer, get, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BARE_PATH, type FloorProxy, startFloorProxy, withoutScripts } from '../../scripts/perf/floor-proxy.ts'

const page =
  '<html><head><script type="application/ld+json">{"@type":"WebSite"}</script><script>self.$_TSR={}</script></head>' +
  '<body><p>Text</p><script data-entry="/assets/index.js">(function(){})()</script><script type="module" src="/assets/x.js"></script></body></html>'

/** Status, headers and the bytes as sent (fetch would decompress them). */
function raw(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

describe('the floor proxy', () => {
  const upstream = createServer((request, response) => {
    if (request.url === '/assets/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'br' })
      return response.end('compressed bytes')
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(page)
  })
  let proxy: FloorProxy
  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const { port } = upstream.address() as { port: number }
    proxy = await startFloorProxy(`http://127.0.0.1:${port}`)
  })
  afterAll(async () => {
    await proxy.stop()
    upstream.close()
  })

  it('takes every script out of a page but its structured data', () => {
    expect(withoutScripts(page)).toBe(
      '<html><head><script type="application/ld+json">{"@type":"WebSite"}</script></head><body><p>Text</p></body></html>',
    )
  })

  it('serves pages without scripts, compressed as the browser asks, and files untouched', async () => {
    const response = await raw(`${proxy.base}/privacy-policy`, { accept: 'text/html', 'accept-encoding': 'br' })
    expect(response.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(response.body).toString()).toBe(withoutScripts(page))
    const file = await raw(`${proxy.base}/assets/app.js`, { 'accept-encoding': 'br' })
    expect(file.headers['content-encoding']).toBe('br')
    expect(file.body.toString()).toBe('compressed bytes')
  })

  it('serves a bare page', async () => {
    const bare = await (await fetch(`${proxy.base}${BARE_PATH}`)).text()
    expect(bare).toMatch(/<h1>/)
    expect(bare).not.toMatch(/<script|<link/)
  })
})
