// `npm run bench`: server throughput and latency for the home and an article page, rendered by the
// production build on PGlite and (when BENCH_DATABASE_URL names a database it may write to) on
// PostgreSQL, next to the same HTML served as a static file by a bare Node server in the same run:
// the ratio shows what serving a page costs. Pages come from the render cache
// (app/http/shared-page.ts) after their first request; each row also shows the cache's hit rate during
// that measurement and its memory, read from GET /api/render-cache (RENDER_CACHE_STATS=1, set here
// only). Loopback only, 20 connections, DURATION seconds per case (default 10); `--rounds N` measures
// each case N times, alternating app and static file, and reports every round.
// Usage: npm run build && npm run bench [-- --rounds 3]; `-- --search` measures the site search instead
// (scripts/perf/bench-search.ts), `-- --soak` resident memory under a steady mixed load
// (scripts/perf/soak.ts, SOAK_MINUTES, default 10).
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { freePort, startProductionServer } from '../lib/production-server.ts'
import { renderCacheFigures } from '../lib/render-cache-figures.ts'

const duration = Number(process.env.DURATION ?? 10)
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1' },
    search: { type: 'boolean', default: false },
    soak: { type: 'boolean', default: false },
  },
  allowPositionals: true,
})
if (values.soak) {
  await (await import('./soak.ts')).soak(Number(process.env.SOAK_MINUTES ?? 10))
  process.exit(0)
}
if (values.search) {
  await (await import('./bench-search.ts')).benchSearch()
  process.exit(0)
}
const rounds = Math.max(1, Number(values.rounds) || 1)
const connections = 20
const paths = ['/', '/blog/hwg-compliance-healthcare-advertising']

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

const databases: Array<[string, Record<string, string>]> = [['PGlite', { PGLITE_DATA_DIR: 'memory://' }]]
if (process.env.BENCH_DATABASE_URL) databases.push(['PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL }])

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`

console.log(
  `| page | served by | requests/s | p50 | p99 | errors | rendered ÷ static | cache hit rate | cache memory |`,
)
console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- |`)
for (const [name, env] of databases) {
  const site = await startProductionServer({ DATABASE_URL: '', ...env, RENDER_CACHE_STATS: '1' })
  const stats = () => renderCacheFigures(site.base)
  try {
    for (const path of paths) {
      const html = await (await fetch(site.base + path)).text()
      const staticServer = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
      })
      const staticPort = await freePort()
      await new Promise<void>((resolve) => staticServer.listen(staticPort, '127.0.0.1', resolve))
      for (let round = 0; round < rounds; round++) {
        const before = await stats()
        const rendered = await measure(site.base + path)
        const after = await stats()
        const plain = await measure(`http://127.0.0.1:${staticPort}/`)
        const hits = after.hits - before.hits
        const lookups = hits + after.misses - before.misses + after.bypasses - before.bypasses
        const hitRate = lookups === 0 ? '–' : `${((hits / lookups) * 100).toFixed(2)} %`
        const memory = `${megabytes(after.bytes)} in ${after.entries} pages (bound ${megabytes(after.maxBytes)})`
        const row = (by: string, m: Awaited<ReturnType<typeof measure>>, ...rest: string[]) =>
          console.log(
            `| ${path} | ${by} | ${Math.round(m.rps)} | ${m.p50} ms | ${m.p99} ms | ${m.errors} | ${rest.join(' | ')} |`,
          )
        row(
          `app on ${name}`,
          rendered,
          `${(rendered.rps / plain.rps).toFixed(3)} of static throughput`,
          hitRate,
          memory,
        )
        row('static file (same HTML)', plain, '', '', '')
      }
      staticServer.close()
    }
  } finally {
    await site.stop()
  }
}
