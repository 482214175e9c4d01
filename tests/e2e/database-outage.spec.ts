import { spawn } from 'node:child_process'
import postgres from 'postgres'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { startProxy, throughProxy } from '../../scripts/lib/tcp-proxy.ts'
import { ownServerPorts } from './server-env.ts'
import { expect, test } from './fixtures.ts'

// PostgreSQL goes away while the site runs, then comes back: pages rendered before keep being served
// from the render cache, marked stale; blog pages that were not answer 503 with Retry-After and the
// translated error page (never 500); other pages keep answering; everything recovers without a
// restart. The database sits behind a TCP proxy the test controls. Needs a PostgreSQL server
// (TEST_DATABASE_URL, as CI provides). The render cache turns stale once a read of the content
// version fails (app/http/render-cache.ts), and fresh again once it reads it (emptied if it moved).

const adminUrl = process.env.TEST_DATABASE_URL

test('the database stops mid-run: cached pages stay (stale), uncached blog pages answer 503, all recovers', async () => {
  test.skip(!adminUrl, 'needs a PostgreSQL server (TEST_DATABASE_URL)')
  test.setTimeout(120_000)
  const name = `outage_${Date.now()}`
  const admin = postgres(adminUrl as string, { max: 1, onnotice: () => undefined })
  await admin.unsafe(`create database ${name}`)
  const target = new URL(adminUrl as string)
  const proxy = await startProxy(target)
  const viaProxy = throughProxy(target, proxy)
  viaProxy.pathname = `/${name}`
  const ownPort = ownServerPorts.outage
  const base = `http://127.0.0.1:${ownPort}`
  const server = spawn(process.execPath, ['.output/server/index.mjs'], {
    env: {
      ...process.env,
      PORT: String(ownPort),
      HOST: '127.0.0.1',
      DATABASE_URL: viaProxy.toString(),
      PUBLIC_SITE_URL: base,
      RENDER_CACHE_STATS: '1',
    },
    stdio: 'ignore',
  })
  const status = (path: string) =>
    fetch(base + path).then(
      (r) => r.status,
      () => 0,
    )
  try {
    await expect.poll(() => status('/readyz'), { timeout: 60_000 }).toBe(200)
    // /blog is in the cache before the cut: ask until a request is answered from it.
    const hits = async () => ((await (await fetch(`${base}/api/render-cache`)).json()) as { hits: number }).hits
    await expect
      .poll(
        async () => {
          const before = await hits()
          expect(await status('/blog')).toBe(200)
          return (await hits()) > before
        },
        { timeout: 30_000 },
      )
      .toBe(true)

    proxy.cut()
    await expect
      .poll(async () => (await fetch(`${base}/blog`)).headers.get('x-render-cache'), { timeout: 20_000 })
      .toBe('stale')
    const stale = await fetch(`${base}/blog`)
    expect(stale.status).toBe(200)
    expect(stale.headers.get('cache-control')).toBe('no-cache')
    for (const [path, text] of [
      ['/blog/roi-of-ai-in-pharma-marketing', en.pages_blog_error],
      ['/de/blog/modularer-content-healthcare-marketing', de.pages_blog_error],
    ] as const) {
      const failed = await fetch(base + path)
      expect(failed.status, path).toBe(503)
      expect(failed.headers.get('retry-after'), path).toMatch(/^\d+$/)
      expect(await failed.text(), path).toContain(text)
    }
    for (const path of ['/', '/de/produkt', '/business-value-calculator', '/imprint'])
      expect(await status(path), path).toBe(200)
    expect(await status('/readyz')).toBe(503)
    expect(await status('/healthz')).toBe(200)

    proxy.restore()
    await expect.poll(() => status('/de/blog/modularer-content-healthcare-marketing'), { timeout: 10_000 }).toBe(200)
    await expect
      .poll(async () => (await fetch(`${base}/blog`)).headers.get('x-render-cache'), { timeout: 10_000 })
      .toBeNull()
    expect(await status('/de/blog/hwg-konforme-heilmittelwerbung-digital')).toBe(200)
    expect(await status('/readyz')).toBe(200)
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.on('exit', resolve))
    await proxy.close()
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
})
