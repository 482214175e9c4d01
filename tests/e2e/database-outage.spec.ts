import { spawn } from 'node:child_process'
import { createServer, type Server, type Socket, connect } from 'node:net'
import postgres from 'postgres'
import en from '../../messages/en.json' with { type: 'json' }
import { port } from './server-env.ts'
import { expect, test } from './fixtures.ts'

// PostgreSQL goes away while the site runs, then comes back: blog pages answer an honest error,
// other pages keep answering, and everything recovers without a restart. The database sits behind a
// TCP proxy the test controls. Needs a PostgreSQL server (TEST_DATABASE_URL, as CI provides).

const adminUrl = process.env.TEST_DATABASE_URL

/** A TCP proxy to PostgreSQL that can drop every connection and refuse new ones, then recover. */
async function startProxy(target: URL) {
  const sockets = new Set<Socket>()
  let down = false
  const server: Server = createServer((client) => {
    if (down) return void client.destroy()
    const upstream = connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => undefined)
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      down = true
      for (const socket of sockets) socket.destroy()
    },
    restore() {
      down = false
    },
    close() {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

test('the database stops mid-run: blog errors honestly, other pages stay up, all recovers', async () => {
  test.skip(!adminUrl, 'needs a PostgreSQL server (TEST_DATABASE_URL)')
  test.setTimeout(120_000)
  const name = `outage_${Date.now()}`
  const admin = postgres(adminUrl as string, { max: 1, onnotice: () => undefined })
  await admin.unsafe(`create database ${name}`)
  const target = new URL(adminUrl as string)
  const proxy = await startProxy(target)
  const viaProxy = new URL(target)
  viaProxy.hostname = '127.0.0.1'
  viaProxy.port = String(proxy.port)
  viaProxy.pathname = `/${name}`
  const ownPort = port + 3
  const base = `http://127.0.0.1:${ownPort}`
  const server = spawn(process.execPath, ['.output/server/index.mjs'], {
    env: { ...process.env, PORT: String(ownPort), HOST: '127.0.0.1', DATABASE_URL: viaProxy.toString(), PUBLIC_SITE_URL: base },
    stdio: 'ignore',
  })
  const status = (path: string) => fetch(base + path).then((r) => r.status, () => 0)
  try {
    await expect.poll(() => status('/readyz'), { timeout: 60_000 }).toBe(200)
    expect(await status('/blog')).toBe(200)

    proxy.cut()
    const blog = await fetch(`${base}/blog`)
    expect(blog.status).toBe(500)
    expect(await blog.text()).toContain(en.pages_blog_error)
    for (const path of ['/', '/de/produkt', '/business-value-calculator', '/imprint']) expect(await status(path), path).toBe(200)
    expect(await status('/readyz')).toBe(503)
    expect(await status('/healthz')).toBe(200)

    proxy.restore()
    await expect.poll(() => status('/blog'), { timeout: 30_000 }).toBe(200)
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
