// `npm run perf`: Lighthouse (mobile) on the main page types in both languages against the production
// build, as a table. Each run's CPU slowdown is 4 × the benchmarkIndex Lighthouse measured at that run's
// start ÷ 1,750 (scripts/perf/cpu-slowdown.ts), so every host, and every moment of a busy one, emulates the
// same phone. Budgets:
// performance >= 95 (this fails only under 85: scores on a shared 2-core machine move by ±10),
// accessibility, best practices and SEO 100.
// Usage: node scripts/perf/perf.ts [--base URL] [--compare URL ...] [--floor] [--all] [--only seo] [--runs 3] [--path /de ...] [--cpu N]
//   --base URL   measure a running server instead of starting .output/ (run `npm run build` first)
//   --compare URL  after each page, the same page on another running server (e.g. the previous build;
//                repeatable), so builds are measured interleaved, on the same moments of a busy host
//   --floor      after each page, the same page without its scripts (scripts/perf/floor-proxy.ts)
//   --all        every page type (legal, company…) instead of the main five
//   --only CAT   one Lighthouse category (faster, e.g. seo)
//   --runs N     N runs per page, each figure's median is shown (default 1)
//   --path P     only this page (repeatable), e.g. to compare a change on one page
//   --cpu N      this CPU slowdown for every run instead of each run's own calibration (for A/B runs of
//                two builds one after the other: the same multiplier for both)
import { parseArgs } from 'node:util'
import { lighthouseRunner } from './lighthouse-run.ts'
import { startFloorProxy } from './floor-proxy.ts'
import { formatMetrics, type Row } from './median-row.ts'
import { type ProductionServer, startProductionServer } from '../lib/production-server.ts'

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    compare: { type: 'string', multiple: true },
    floor: { type: 'boolean' },
    all: { type: 'boolean' },
    only: { type: 'string' },
    runs: { type: 'string' },
    path: { type: 'string', multiple: true },
    cpu: { type: 'string' },
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
  '/de/ueber-uns',
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

let server: ProductionServer | undefined
let base = values.base
if (!base) {
  server = await startProductionServer({ PGLITE_DATA_DIR: 'memory://' })
  base = server.base
}
const floor = values.floor ? await startFloorProxy(base) : undefined
/** The other servers measured right after each page: builds to compare, then the floor. */
const others = [
  ...(values.compare ?? []).map((url) => ({ label: `compare ${url}: `, base: url })),
  ...(floor ? [{ label: 'floor: ', base: floor.base }] : []),
]

/** A fixed CPU slowdown (`--cpu`); otherwise each run is calibrated by its own benchmarkIndex. */
const fixedSlowdown = values.cpu === undefined ? undefined : Number(values.cpu)
const lighthouse = lighthouseRunner({ only: values.only, fixedSlowdown })

const categories = values.only ? [values.only] : ['performance', 'accessibility', 'best-practices', 'seo']
const short: Record<string, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' }
const breaches: string[] = []
const benchmarks: number[] = []
const slowdowns: number[] = []
console.log(
  fixedSlowdown === undefined
    ? "CPU slowdown of each run: 4 × the benchmarkIndex Lighthouse measured at that run's start ÷ 1,750 (column ×; Lighthouse's default is 4×)"
    : `CPU slowdown ${fixedSlowdown}× as given`,
)
console.log(`| page | ${categories.map((c) => short[c] ?? c).join(' | ')} | FCP | LCP | TBT | CLS | × |`)
console.log(`| --- | ${categories.map(() => '---').join(' | ')} | --- | --- | --- | --- | --- |`)
const runs = Math.max(1, Number(values.runs ?? 1))
const printRow = (row: Row, label = '') => {
  const path = `${label}${row.path}`
  console.log(
    `| ${path.length > 48 ? `${path.slice(0, 45)}…` : path} | ${categories.map((c) => row.scores[c] ?? '–').join(' | ')} | ${(row.fcp / 1000).toFixed(2)} s | ${formatMetrics(row).join(' | ')} | ${row.slowdown} |`,
  )
}
try {
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
    // The same page on the other servers right after it: builds measured interleaved.
    for (const other of others) printRow(await lighthouse.median(new URL(path, other.base).href, runs), other.label)
  }
} finally {
  await floor?.stop()
  await server?.stop()
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
