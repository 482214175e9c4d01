// `npm run bench`: server throughput and latency for the home and an article page, rendered by the
// production build on PGlite and (when BENCH_DATABASE_URL names a database it may write to) on
// PostgreSQL, next to the same HTML served as a static file by a bare Node server: the ratio shows
// what rendering costs. Loopback only, 20 connections, DURATION seconds per case (default 10).
// Usage: npm run build && node scripts/bench.ts
import { createServer } from 'node:http'
import autocannon from 'autocannon'
import { freePort, startProductionServer } from './production-server.ts'

const duration = Number(process.env.DURATION ?? 10)
const connections = 20
const paths = ['/', '/blog/hwg-compliance-healthcare-advertising']

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration })
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

const databases: Array<[string, Record<string, string>]> = [['PGlite', { PGLITE_DATA_DIR: 'memory://' }]]
if (process.env.BENCH_DATABASE_URL) databases.push(['PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL }])

console.log(`| page | served by | requests/s | p50 | p99 | errors | rendered ÷ static |`)
console.log(`| --- | --- | --- | --- | --- | --- | --- |`)
for (const [name, env] of databases) {
  const site = await startProductionServer({ DATABASE_URL: '', ...env })
  try {
    for (const path of paths) {
      const html = await (await fetch(site.base + path)).text()
      const staticServer = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
      })
      const staticPort = await freePort()
      await new Promise<void>((resolve) => staticServer.listen(staticPort, '127.0.0.1', resolve))
      const rendered = await measure(site.base + path)
      const plain = await measure(`http://127.0.0.1:${staticPort}/`)
      staticServer.close()
      const row = (by: string, m: Awaited<ReturnType<typeof measure>>, ratio: string) =>
        console.log(`| ${path} | ${by} | ${Math.round(m.rps)} | ${m.p50} ms | ${m.p99} ms | ${m.errors} | ${ratio} |`)
      row(`app on ${name}`, rendered, `${(rendered.rps / plain.rps).toFixed(3)} of static throughput`)
      row('static file (same HTML)', plain, '')
    }
  } finally {
    site.stop()
  }
}
