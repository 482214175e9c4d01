// `npm run bench -- --soak`: resident memory of the production build under a steady mixed load for
// SOAK_MINUTES (default 10) on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL, one after the
// other. The load: 20 connections, each request drawn at random from calculator results with
// varying inputs (each a distinct render-cache key), blog pages from the sitemap in both languages,
// and 404s for made-up paths. Every minute a row: resident set (from /proc), V8 heap, the young
// generation, external and ArrayBuffer memory, PGlite's WebAssembly memory, the render cache's bytes
// and the requests of that minute. Budgets (issue 32): on PostgreSQL a plateau ≤ 256 MB, and growth
// from minute 5 to the end under 5 %. Extra node flags for the server: SOAK_NODE_OPTIONS.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import type { ProcessMemory } from '../../db/memory.server.ts'
import { startProductionServer } from '../lib/production-server.ts'
import { renderCacheFigures } from '../lib/render-cache-figures.ts'

const MB = 1024 * 1024
const PLATEAU_BUDGET_MB = 256
const GROWTH_BUDGET = 0.05
const connections = 20

/** Resident set from /proc: in all, and the part backed by files (the node binary's code, ICU data), which the kernel can drop. */
const resident = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kB = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN) * 1024
  return { rss: kB('VmRSS'), file: kB('RssFile') }
}

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)]
  if (item === undefined) throw new Error('nothing to pick from')
  return item
}
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1))

function calculatorPath(): string {
  const base = Math.random() < 0.5 ? '/business-value-calculator' : '/de/business-value-rechner'
  return `${base}?team=${between(1, 500)}&campaigns=${between(1, 200)}&pieces=${between(1, 100)}&budget=${between(0, 200) * 1000}`
}

async function blogPaths(base: string): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, location = '']) => new URL(location).pathname)
    .filter((path) => /\/blog(\/|$)/.test(path))
  if (paths.length === 0) throw new Error('no blog pages in the sitemap')
  return paths
}

function nextPath(blog: string[]): string {
  const draw = Math.random()
  if (draw < 0.4) return calculatorPath()
  if (draw < 0.8) return pick(blog)
  return `/${Math.random() < 0.5 ? 'de/' : ''}no-such-page-${Math.random().toString(36).slice(2, 10)}`
}

interface Row {
  minute: number
  rss: number
  file: number
  memory: ProcessMemory
  cacheBytes: number
  requests: number
  errors: number
}

const mb = (bytes: number) => (bytes / MB).toFixed(0)

function printHeader(name: string) {
  console.log(`\n${name}: resident memory every minute (MB; ${connections} connections, mixed load)\n`)
  console.log(
    '| minute | resident | of it file-backed | V8 heap used / total | young gen. | external | ArrayBuffers | PGlite WASM | rest (native, anonymous) | render cache | requests in the minute | errors + non-2xx/404 |',
  )
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
}

function printRow(row: Row) {
  const m = row.memory
  // PGlite's WebAssembly memory is part of `external`.
  const rest = row.rss - row.file - m.heapTotal - m.external
  console.log(
    `| ${row.minute} | ${mb(row.rss)} | ${mb(row.file)} | ${mb(m.heapUsed)} / ${mb(m.heapTotal)} | ${mb(m.newSpace)} | ${mb(m.external)} | ${mb(m.arrayBuffers)} | ${mb(m.pgliteWasm)} | ${mb(rest)} | ${mb(row.cacheBytes)} | ${row.requests} | ${row.errors} |`,
  )
}

function verdict(rows: Row[]): string[] {
  const last = rows.at(-1)
  if (!last) return ['no samples']
  const fifth = rows.find((row) => row.minute === 5)
  // The plateau from minute 5, or from the second half of a shorter soak.
  const from = Math.min(5, Math.ceil(last.minute / 2))
  const plateau = Math.max(...rows.filter((row) => row.minute >= from).map((row) => row.rss))
  const lines = [
    `plateau (highest from minute ${from}): ${mb(plateau)} MB, budget ${PLATEAU_BUDGET_MB} MB: ${plateau <= PLATEAU_BUDGET_MB * MB ? 'within' : 'OVER'}`,
  ]
  if (fifth) {
    const growth = (last.rss - fifth.rss) / fifth.rss
    lines.push(
      `growth minute 5 → ${last.minute}: ${(growth * 100).toFixed(1)} %, budget < ${GROWTH_BUDGET * 100} %: ${growth < GROWTH_BUDGET ? 'within' : 'OVER'}`,
    )
  }
  return lines
}

export async function soak(minutes: number): Promise<void> {
  const databases: Array<[string, Record<string, string>]> = []
  if (process.env.BENCH_DATABASE_URL) databases.push(['PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL }])
  // On disk, as `npm start` keeps it: `memory://` would add the whole data folder to the process's memory.
  if (process.env.SOAK_DATABASES !== 'postgres')
    databases.push(['PGlite', { DATABASE_URL: '', PGLITE_DATA_DIR: mkdtempSync(join(tmpdir(), 'soak-pglite-')) }])
  const nodeOptions = process.env.SOAK_NODE_OPTIONS ?? ''
  for (const [name, env] of databases) {
    const site = await startProductionServer({ ...env, RENDER_CACHE_STATS: '1', NODE_OPTIONS: nodeOptions })
    const stats = () => renderCacheFigures(site.base)
    try {
      const blog = await blogPaths(site.base)
      const rows: Row[] = []
      let requests = 0
      let errors = 0
      const sample = async (minute: number) => {
        const figures = await stats()
        const row = {
          minute,
          ...resident(site.pid),
          memory: figures.memory,
          cacheBytes: figures.bytes,
          requests,
          errors,
        }
        rows.push(row)
        printRow(row)
        requests = 0
        errors = 0
      }
      printHeader(
        `${name}${nodeOptions ? ` (NODE_OPTIONS=${nodeOptions})` : ''}${process.env.MALLOC_ARENA_MAX ? ` (MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX})` : ''}`,
      )
      await sample(0)
      const load = autocannon({
        url: site.base,
        connections,
        duration: minutes * 60,
        requests: [{ setupRequest: (request) => ({ ...request, path: nextPath(blog) }) }],
      })
      load.on('response', (_client, status) => {
        requests++
        if (status !== 200 && status !== 404) errors++
      })
      load.on('reqError', () => errors++)
      let minute = 0
      const timer = setInterval(() => void sample(++minute), 60_000)
      await load
      clearInterval(timer)
      if ((rows.at(-1)?.minute ?? 0) < minutes) await sample(minutes)
      console.log('')
      for (const line of verdict(rows)) console.log(`- ${line}`)
    } finally {
      await site.stop()
    }
  }
}
