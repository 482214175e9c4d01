// `npm run perf`: Lighthouse (mobile) on the main page types in both languages against the production
// build, as a table. Each run's CPU slowdown is 4 × the benchmarkIndex Lighthouse measured at that run's
// start ÷ 1,750 (scripts/perf/cpu-slowdown.ts), so every host, and every moment of a busy one, emulates the
// same phone, and the page's renderer has a CPU of its own (scripts/perf/renderer-core.ts). Budgets:
// performance >= 95 (this fails only under 85: scores on a shared 2-core machine move by ±10),
// accessibility, best practices and SEO 100.
// Usage: node scripts/perf/perf.ts [--base URL] [--compare URL] [--all] [--only seo] [--runs 3] [--path /de ...] [--floor] [--shared-cores]
//   --base URL   measure a running server instead of starting .output/ (run `npm run build` first)
//   --compare URL  after each page, the same page on another running server (e.g. the previous build),
//                so two builds are measured interleaved, on the same moments of a busy host
//   --all        every page type (legal, company…) instead of the main five
//   --only CAT   one Lighthouse category (faster, e.g. seo)
//   --runs N     N runs per page, each figure's median is shown (default 1)
//   --path P     only this page (repeatable), e.g. to compare a change on one page
//   --cpu N      this CPU slowdown for every run instead of each run's own calibration (for A/B runs of
//                two builds one after the other: the same multiplier for both)
//   --floor      after each page, the same page without its scripts, and at the end a bare page
//                (scripts/perf/floor-proxy.ts): what the browser and the host cost before our code runs
//   --shared-cores  the page's renderer shares the host's cores with everything else, instead of a
//                core of its own (scripts/perf/renderer-core.ts): to see what the host's contention adds
import { parseArgs } from 'node:util'
import { isolateRendererCore } from './renderer-core.ts'
import { BARE_PATH, type FloorProxy, startFloorProxy } from './floor-proxy.ts'
import { lighthouseRunner } from './lighthouse-run.ts'
import { formatMetrics, type Row } from './median-row.ts'
import { type ProductionServer, startProductionServer } from '../lib/production-server.ts'

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    compare: { type: 'string' },
    all: { type: 'boolean' },
    only: { type: 'string' },
    runs: { type: 'string' },
    path: { type: 'string', multiple: true },
    cpu: { type: 'string' },
    floor: { type: 'boolean' },
    'shared-cores': { type: 'boolean' },
  },
})

const main = [
  '/',
  '/de',
  '/product',
  '/de/produkt',
  '/blog',
  '/de/blog',
  '/blog/hwg-compliance-healthcare-advertising',
  '/de/blog/hwg-konforme-heilmittelwerbung-digital',
  '/business-value-calculator?team=8&campaigns=12&pieces=20&budget=15000',
  '/de/business-value-rechner?team=8&campaigns=12&pieces=20&budget=15000',
]
const rest = [
  '/about-us',
  '/de/uber-uns',
  '/blog/category/roi-and-efficiency',
  '/de/blog/category/zielgruppen-und-botschaften',
  '/book-demo',
  '/de/demo-buchen',
  '/strategic-partnerships',
  '/de/strategische-partnerschaften',
  '/partners',
  '/de/partner',
  '/careers',
  '/de/karriere',
  '/privacy-policy',
  '/de/datenschutz',
  '/cookie-policy',
  '/de/cookie-richtlinie',
  '/imprint',
  '/de/impressum',
  '/brand-analysis',
  '/thirdpartyterms',
]
// Not-found pages are left out: Lighthouse refuses to audit a 404 (they are noindex; the e2e tests check).
const paths = values.path ?? (values.all ? [...main, ...rest] : main)

// Before the server starts: it, Lighthouse and Chrome inherit the cores they may use.
const rendererCore = values['shared-cores'] ? undefined : isolateRendererCore()
let server: ProductionServer | undefined
let base = values.base
if (!base) {
  server = await startProductionServer({ PGLITE_DATA_DIR: 'memory://' })
  base = server.base
}

/** A fixed CPU slowdown (`--cpu`); otherwise each run is calibrated by its own benchmarkIndex. */
const fixedSlowdown = values.cpu === undefined ? undefined : Number(values.cpu)
const lighthouse = lighthouseRunner({ only: values.only, fixedSlowdown })

const categories = values.only ? [values.only] : ['performance', 'accessibility', 'best-practices', 'seo']
const short: Record<string, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' }
const breaches: string[] = []
const benchmarks: number[] = []
const slowdowns: number[] = []
console.log(
  rendererCore
    ? `Cores: ${rendererCore.description}`
    : 'Cores: shared by the page and everything else (--shared-cores)',
)
console.log(
  fixedSlowdown === undefined
    ? "CPU slowdown of each run: 4 × the benchmarkIndex Lighthouse measured at that run's start ÷ 1,750 (column ×; Lighthouse's default is 4×)"
    : `CPU slowdown ${fixedSlowdown}× as given`,
)
// TBT is Lighthouse's (simulated from wall time); "CPU" is the main thread's CPU time after the first
// paint and "TBT (CPU)" the blocking time from it, which the host's load moves far less.
console.log(
  `| page | ${categories.map((c) => short[c] ?? c).join(' | ')} | FCP | LCP | TBT | CLS | CPU | TBT (CPU) | × |`,
)
console.log(`| --- | ${categories.map(() => '---').join(' | ')} | --- | --- | --- | --- | --- | --- | --- |`)
const runs = Math.max(1, Number(values.runs ?? 1))
const printRow = (row: Row, label = '') => {
  const path = `${label}${row.path}`
  console.log(
    `| ${path.length > 48 ? `${path.slice(0, 45)}…` : path} | ${categories.map((c) => row.scores[c] ?? '–').join(' | ')} | ${(row.fcp / 1000).toFixed(1)} s | ${formatMetrics(row).join(' | ')} | ${row.cpu ? `${row.cpu.cpuAfterPaint} ms` : '–'} | ${row.cpu ? `${row.cpu.blocking} ms` : '–'} | ${row.slowdown} |`,
  )
}
let floor: FloorProxy | undefined
try {
  if (values.floor) floor = await startFloorProxy(base)
  for (const path of paths) {
    const row = await lighthouse.median(new URL(path, base).href, runs)
    benchmarks.push(row.benchmarkIndex)
    slowdowns.push(row.slowdown)
    printRow(row)
    for (const c of categories) {
      const score = row.scores[c]
      if (score === undefined) continue
      if (c === 'performance' ? score < 85 : score < 100) breaches.push(`${row.path}: ${c} ${score}`)
    }
    // The same page without its scripts, right after it: the floor the page is measured against.
    if (values.compare) printRow(await lighthouse.median(new URL(path, values.compare).href, runs), 'compare: ')
    if (floor) printRow(await lighthouse.median(new URL(path, floor.base).href, runs), 'no scripts: ')
  }
  if (floor) printRow(await lighthouse.median(new URL(BARE_PATH, floor.base).href, runs), 'bare page: ')
} finally {
  await floor?.stop()
  await server?.stop()
  rendererCore?.stop()
}
benchmarks.sort((a, b) => a - b)
slowdowns.sort((a, b) => a - b)
console.log(
  `Lighthouse benchmarkIndex (machine speed, medians of each page's runs): ${benchmarks[0]}–${benchmarks.at(-1)}, median ${benchmarks[Math.floor(benchmarks.length / 2)]}; CPU slowdown ${slowdowns[0]}–${slowdowns.at(-1)}×`,
)
if (breaches.length > 0) {
  console.error(`Over budget (performance < 85, or another category < 100):\n  ${breaches.join('\n  ')}`)
  process.exitCode = 1
}
