// `npm run perf:ablation`: what each speed mechanism is worth. For each mechanism the tree at HEAD is
// copied, that one mechanism is switched off by a small edit, and the copy is built; then the
// baseline (served twice, by two servers of one build, to show the noise between identical builds) and
// every variant are served side by side and measured in one interleaved run: calibrated Lighthouse
// (scripts/perf/lighthouse-run.ts) on each page, round after round, each build in turn; first-load
// JavaScript as `npm run size` counts it; and the time of a client-side navigation after a hover, in
// Chromium with Lighthouse's mobile network and the calibrated CPU slowdown (what prefetching is for,
// which a page load cannot show). The edits live here, not in the site: an edit whose text is no longer
// in the file fails the run, naming the file (tests/unit/ablation.test.ts checks them on every test run).
// Usage: node scripts/perf/ablation.ts [--runs 3] [--only prefetch ...] [--dir DIR [--reuse]]
//   --runs N    Lighthouse runs and navigations per page and build (default 3)
//   --only M    this mechanism only (repeatable; the baseline is always measured)
//   --dir DIR   build the copies here (default: a new temporary folder, removed afterwards)
//   --reuse     with --dir: serve the copies already built there instead of building them again
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type Browser, chromium } from '@playwright/test'
import { CONSENT_KEY, DEFAULT_CONSENT, storedConsentValue } from '../../app/consent/consent-store.ts'
import { consentScope } from '../../app/consent/processings.ts'
import { readSiteConfig } from '../../app/config/site.ts'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { type ProductionServer, startProductionServer } from '../lib/production-server.ts'
import { calibratedSlowdown } from './cpu-slowdown.ts'
import { lighthouseRunner } from './lighthouse-run.ts'
import { median, type Row } from './median-row.ts'
import { isolateRendererCore } from './renderer-core.ts'
import { firstLoad } from './size.ts'

/** A text replacement in one file of the copy; `count` occurrences are expected (default 1). */
export interface Edit {
  file: string
  from: string
  to: string
  count?: number
  /** Match `from` as code, whatever the formatter made of its line breaks and trailing commas. */
  asCode?: boolean
}

export interface Mechanism {
  id: string
  /** What the table's row says is switched off. */
  label: string
  edits: Edit[]
}

/** A deferred section made an ordinary, statically imported component that hydrates like any other. */
const hydratedSection = (file: string, constant: string, name: string, module: string, exported: string): Edit => ({
  file,
  from: `export const ${constant} = deferredSection('${name}', () => import('${module}'), '${exported}')`,
  asCode: true,
  to: `import { ${exported} as ${exported}Hydrated } from '${module}'\nexport const ${constant} = { name: '${name}', Component: ${exported}Hydrated, preload: async () => {} }`,
})

export const MECHANISMS: Mechanism[] = [
  {
    id: 'deferred-scripts',
    label: 'deferred scripts',
    // The router's module preloads and entry script stay in the HTML as it writes them.
    edits: [
      {
        file: 'app/http/deferred-scripts.ts',
        from: 'export function deferScripts(html: string, nonce: string | undefined): string {\n',
        to: 'export function deferScripts(html: string, nonce: string | undefined): string {\n  return html\n',
      },
    ],
  },
  {
    id: 'sections',
    label: 'never-hydrating sections',
    // Every section's code in its page's bundle, rendered and hydrated like the rest of the page.
    edits: [
      {
        file: 'app/ui/KeepServerHtml.tsx',
        from: '  const firstLoad = !useMountedAfterHydration()\n  if (firstLoad) return <ServerHtml name={name}>{children}</ServerHtml>\n',
        to: '  return <div data-server-html={name}>{children}</div>\n',
      },
      hydratedSection('app/consent/deferred.ts', 'bannerText', 'cookie-banner-text', './BannerText.tsx', 'BannerText'),
      hydratedSection('app/home/deferred.ts', 'homeStory', 'home-story', './HomeStory.tsx', 'HomeStory'),
      hydratedSection(
        'app/product/deferred.ts',
        'productSections',
        'product-sections',
        './ProductSections.tsx',
        'ProductSections',
      ),
      hydratedSection(
        'app/search/deferred.ts',
        'blogSearchField',
        'blog-search',
        './BlogSearchField.tsx',
        'BlogSearchField',
      ),
      hydratedSection(
        'app/search/deferred.ts',
        'notFoundSearch',
        'not-found-search',
        './NotFoundSearch.tsx',
        'NotFoundSearch',
      ),
    ],
  },
  {
    id: 'paraglide-runtime',
    label: 'small Paraglide runtime in the browser',
    // The client build keeps Paraglide's own runtime, as the server does.
    edits: [{ file: 'vite.config.ts', from: '    browserParaglideRuntime,\n', to: '' }],
  },
  {
    id: 'prefetch',
    label: 'prefetching',
    // No preload on hover or focus, and no idle preloads (the page still marks itself settled).
    edits: [
      { file: 'app/router.tsx', from: "    defaultPreload: 'intent',\n", to: '    defaultPreload: false,\n' },
      {
        file: 'app/layout/SiteLayout.tsx',
        from: "const preloadedPages = ['/blog', '/product', '/about-us'] as const",
        to: 'const preloadedPages = [] as const',
      },
    ],
  },
]

/** `text` with `edit` applied; throws when the expected text is not there exactly `count` times. */
export function applyEdit(text: string, edit: Edit): string {
  const pattern = new RegExp(edit.asCode ? codePattern(edit.from) : escapeRegExp(edit.from), 'g')
  const found = text.match(pattern)?.length ?? 0
  const expected = edit.count ?? 1
  if (found !== expected)
    throw new Error(
      `${edit.file}: expected ${expected} × ${JSON.stringify(edit.from.slice(0, 80))}, found ${found}: the code has moved, update scripts/perf/ablation.ts`,
    )
  return text.replace(pattern, () => edit.to)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** `code` as a pattern that allows any white space between its tokens and a trailing comma before `)`. */
function codePattern(code: string): string {
  return code
    .split(/\s+|(?=[(),])|(?<=[(),])/)
    .filter(Boolean)
    .map((token) => (token === ')' ? ',?\\s*\\)' : escapeRegExp(token)))
    .join('\\s*')
}

/** Switches `mechanism` off in the copy at `root`. */
export function switchOff(root: string, mechanism: Mechanism): void {
  for (const edit of mechanism.edits) {
    const path = join(root, edit.file)
    writeFileSync(path, applyEdit(readFileSync(path, 'utf8'), edit))
  }
}

export const ABLATION_PAGES = [
  '/',
  '/blog/hwg-compliance-healthcare-advertising',
  '/business-value-calculator?team=8&campaigns=12&pieces=20&budget=15000',
]

/** Client-side navigations from the home page: to a page the home page preloads while idle, and to one it does not. */
export const NAVIGATIONS = [
  { from: '/', to: '/blog' },
  { from: '/', to: '/business-value-calculator' },
]
/** How long the pointer rests on a link before the click: a quick visitor's hover. */
const HOVER_MS = 200
/** Lighthouse's mobile network (slow 4G): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

/** The figures the tables compare, per run. */
export const FIGURES = ['performance', 'tbt', 'lcp', 'fcp'] as const
export type Figure = (typeof FIGURES)[number]
export const figureOf = (row: Row, figure: Figure): number =>
  figure === 'performance' ? (row.scores.performance ?? Number.NaN) : row[figure]

/** Largest minus smallest. */
export const spread = (values: number[]): number => Math.max(...values) - Math.min(...values)

/**
 * The noise of one figure on one page: the widest of the two baseline servers' run-to-run spreads and
 * the gap between their medians. A mechanism's cost counts only when it is larger.
 */
export function noiseOf(a: number[], b: number[]): number {
  return Math.max(spread(a), spread(b), Math.abs(median(a) - median(b)))
}

/** The cost of switching a mechanism off: its median against the middle of the two baselines' medians. */
export function costOf(variant: number[], a: number[], b: number[]): number {
  return median(variant) - (median(a) + median(b)) / 2
}

interface Build {
  name: string
  label: string
  root: string
}

interface Served extends Build {
  server: ProductionServer
}

function copyTree(root: string): void {
  mkdirSync(root, { recursive: true })
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C '${root}'`], { stdio: 'inherit' })
  // Hard links: a second copy of the packages costs no space and no time.
  execFileSync('cp', ['-al', 'node_modules', join(root, 'node_modules')])
}

function build(root: string): void {
  const started = Date.now()
  const result = spawnSync(process.execPath, ['scripts/build/build.ts'], { cwd: root, encoding: 'utf8' })
  writeFileSync(join(root, 'build.log'), `${result.stdout}\n${result.stderr}`)
  if (result.status !== 0)
    throw new Error(`the build in ${root} failed:\n${(result.stdout + result.stderr).slice(-3000)}`)
  console.error(`built ${root} in ${Math.round((Date.now() - started) / 1000)} s`)
}

/** Milliseconds from the click on `to`'s footer link, after a hover, until the new page's heading shows. */
async function navigationTime(
  browser: Browser,
  base: string,
  from: string,
  to: string,
  slowdown: number,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    // Consent already given (essential only): no banner over the footer, no measuring chunk.
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CONSENT_KEY,
      JSON.stringify(storedConsentValue(DEFAULT_CONSENT, consentScope(readSiteConfig(process.env)).processings)),
    ] as const)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await page.goto(new URL(from, base).href)
    // The idle preloads are done (app/layout/SiteLayout.tsx); the page fetches nothing more by itself.
    await page.locator('html[data-preloaded]').waitFor({ state: 'attached', timeout: 120_000 })
    const link = page.locator(`footer a[href="${to}"]`).first()
    await link.hover()
    await page.waitForTimeout(HOVER_MS)
    return await link.evaluate(async (anchor: HTMLElement) => {
      const heading = () => document.querySelector('main h1')?.textContent
      const before = heading()
      const start = performance.now()
      anchor.click()
      await new Promise<void>((resolve) => {
        const check = () => (heading() !== before ? resolve() : requestAnimationFrame(check))
        check()
      })
      return performance.now() - start
    })
  } finally {
    await context.close()
  }
}

/**
 * Each build's pages hydrate without an error and settle, and the links the navigations follow are
 * there: a variant that broke the page would otherwise be measured as a fast one.
 */
async function preflight(browser: Browser, entry: Served): Promise<void> {
  const context = await browser.newContext()
  try {
    for (const path of ABLATION_PAGES) {
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
      await page.goto(new URL(path, entry.server.base).href)
      await page.locator('html[data-hydrated][data-preloaded]').waitFor({ state: 'attached', timeout: 60_000 })
      for (const nav of NAVIGATIONS)
        if ((await page.locator(`footer a[href="${nav.to}"]`).count()) === 0) errors.push(`no footer link to ${nav.to}`)
      if (errors.length > 0) throw new Error(`${entry.name} ${path}: ${errors.join('; ')}`)
      await page.close()
    }
  } finally {
    await context.close()
  }
}

const rotate = <T>(items: T[], by: number): T[] => items.map((_, i) => items[(i + by) % items.length] as T)
const kb = (bytes: number) => bytes.toFixed(1)
const cell: Record<Figure, (value: number) => string> = {
  performance: (value) => String(Math.round(value)),
  tbt: (value) => `${Math.round(value)} ms`,
  lcp: (value) => `${(value / 1000).toFixed(2)} s`,
  fcp: (value) => `${(value / 1000).toFixed(2)} s`,
}
const signed = (figure: Figure, value: number) => (value >= 0 ? '+' : '−') + cell[figure](Math.abs(value))

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      only: { type: 'string', multiple: true },
      dir: { type: 'string' },
      reuse: { type: 'boolean' },
    },
  })
  const runs = Math.max(1, Number(values.runs ?? 3))
  const mechanisms = values.only ? MECHANISMS.filter((m) => values.only?.includes(m.id)) : MECHANISMS
  if (values.only && mechanisms.length !== values.only.length)
    throw new Error(`unknown mechanism; known: ${MECHANISMS.map((m) => m.id).join(', ')}`)
  const dir = values.dir ?? mkdtempSync(join(tmpdir(), 'ablation-'))
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
  const builds: Build[] = [
    { name: 'baseline', label: 'nothing (baseline)', root: join(dir, 'baseline') },
    ...mechanisms.map((m) => ({ name: m.id, label: m.label, root: join(dir, m.id) })),
  ]

  // Builds first, on every core; the measurement after them.
  for (const [index, entry] of builds.entries()) {
    if (values.reuse && existsSync(join(entry.root, '.output/server/index.mjs'))) continue
    rmSync(entry.root, { recursive: true, force: true })
    copyTree(entry.root)
    const mechanism = index === 0 ? undefined : mechanisms[index - 1]
    if (mechanism) switchOff(entry.root, mechanism)
    build(entry.root)
  }

  const rendererCore = isolateRendererCore()
  console.error(`Cores: ${rendererCore.description}`)
  const served: Served[] = []
  let browser: Browser | undefined
  try {
    // The baseline twice: two servers of one build, measured like two builds, show the noise.
    for (const entry of [
      builds[0] as Build,
      { ...(builds[0] as Build), name: 'baseline-2', label: 'nothing (baseline, second server)' },
      ...builds.slice(1),
    ]) {
      served.push({
        ...entry,
        server: await startProductionServer({ PGLITE_DATA_DIR: 'memory://' }, 'ignore', entry.root),
      })
    }

    const sizeOf = new Map<string, number[]>()
    for (const entry of served)
      sizeOf.set(
        entry.name,
        await Promise.all(
          ABLATION_PAGES.map(
            async (path) => (await firstLoad(entry.server.base, path, join(entry.root, '.output/public'))).gzipKb,
          ),
        ),
      )

    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    for (const entry of served) await preflight(browser, entry)
    await browser.close()
    browser = undefined

    const lighthouse = lighthouseRunner()
    // results[build][page] = runs
    const results = new Map<string, Row[][]>(served.map((entry) => [entry.name, ABLATION_PAGES.map(() => [])]))
    for (const [pageIndex, path] of ABLATION_PAGES.entries()) {
      for (let round = 0; round < runs; round++) {
        for (const entry of rotate(served, round)) {
          const row = await lighthouse.run(new URL(path, entry.server.base).href)
          results.get(entry.name)?.[pageIndex]?.push(row)
          console.error(
            `${path} round ${round + 1} ${entry.name}: perf ${row.scores.performance} TBT ${Math.round(row.tbt)} LCP ${Math.round(row.lcp)} FCP ${Math.round(row.fcp)} index ${row.benchmarkIndex} ×${row.slowdown}`,
          )
        }
      }
    }
    const allRows = [...results.values()].flat(2)
    const indexes = allRows.map((row) => row.benchmarkIndex)
    const slowdown = calibratedSlowdown(median(indexes))

    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    const navigations = new Map<string, number[][]>(served.map((entry) => [entry.name, NAVIGATIONS.map(() => [])]))
    for (const [navIndex, nav] of NAVIGATIONS.entries()) {
      for (let round = 0; round < runs; round++) {
        for (const entry of rotate(served, round)) {
          const ms = await navigationTime(browser, entry.server.base, nav.from, nav.to, slowdown)
          navigations.get(entry.name)?.[navIndex]?.push(ms)
          console.error(`${nav.from} → ${nav.to} round ${round + 1} ${entry.name}: ${Math.round(ms)} ms`)
        }
      }
    }

    // The report.
    const runsOf = (name: string, page: number, figure: Figure) =>
      (results.get(name)?.[page] ?? []).map((row) => figureOf(row, figure))
    const shortPage = (path: string) => (path === '/' ? 'home' : path.startsWith('/blog/') ? 'article' : 'calculator')
    console.log(
      `\nAblation on ${commit}, ${new Date().toISOString().slice(0, 10)}: Lighthouse medians of ${runs} (calibrated; benchmarkIndex ${Math.min(...indexes)}–${Math.max(...indexes)}, median ${median(indexes)}; slowdown ${Math.min(...allRows.map((r) => r.slowdown))}–${Math.max(...allRows.map((r) => r.slowdown))}×), first-load JS gzip, navigation after a ${HOVER_MS} ms hover at ${slowdown}× CPU on slow 4G.`,
    )
    console.log(
      `\n| switched off | ${ABLATION_PAGES.map((p) => `${shortPage(p)}: perf, TBT, LCP, FCP`).join(' | ')} | first-load JS (home, article, calculator) | ${NAVIGATIONS.map((n) => `${n.from} → ${n.to}`).join(' | ')} |`,
    )
    console.log(
      `| --- | ${ABLATION_PAGES.map(() => '---').join(' | ')} | --- | ${NAVIGATIONS.map(() => '---').join(' | ')} |`,
    )
    for (const entry of served) {
      const pages = ABLATION_PAGES.map((_, page) =>
        FIGURES.map((figure) => cell[figure](median(runsOf(entry.name, page, figure)))).join(', '),
      )
      const js = (sizeOf.get(entry.name) ?? []).map(kb).join(' / ')
      const navs = (navigations.get(entry.name) ?? []).map((times) => `${Math.round(median(times))} ms`)
      console.log(`| ${entry.label} | ${pages.join(' | ')} | ${js} KB | ${navs.join(' | ')} |`)
    }

    console.log("\nNoise (widest of: each baseline server's spread of its runs, the gap between their medians):")
    const noise = ABLATION_PAGES.map(
      (_, page) =>
        Object.fromEntries(
          FIGURES.map((figure) => [
            figure,
            noiseOf(runsOf('baseline', page, figure), runsOf('baseline-2', page, figure)),
          ]),
        ) as Record<Figure, number>,
    )
    const navNoise = NAVIGATIONS.map((_, i) =>
      noiseOf(navigations.get('baseline')?.[i] ?? [], navigations.get('baseline-2')?.[i] ?? []),
    )
    for (const [page, path] of ABLATION_PAGES.entries())
      console.log(
        `  ${shortPage(path)}: ${FIGURES.map((figure) => `${figure} ${cell[figure](noise[page]?.[figure] ?? Number.NaN)}`).join(', ')}`,
      )
    for (const [i, nav] of NAVIGATIONS.entries())
      console.log(`  ${nav.from} → ${nav.to}: ${Math.round(navNoise[i] ?? Number.NaN)} ms`)
    console.log('  first-load JS: 0 (the same build gives the same bytes)')

    console.log(
      '\nCost of switching each mechanism off (against the middle of the two baselines; * = beyond the noise):',
    )
    for (const entry of served.slice(2)) {
      const parts: string[] = []
      for (const [page, path] of ABLATION_PAGES.entries()) {
        const costs = FIGURES.map((figure) => {
          const cost = costOf(
            runsOf(entry.name, page, figure),
            runsOf('baseline', page, figure),
            runsOf('baseline-2', page, figure),
          )
          // A lower score is a cost; higher times are.
          const beyond = (figure === 'performance' ? -cost : cost) > (noise[page]?.[figure] ?? 0)
          return `${figure} ${signed(figure, cost)}${beyond ? '*' : ''}`
        })
        const jsCost = (sizeOf.get(entry.name)?.[page] ?? 0) - (sizeOf.get('baseline')?.[page] ?? 0)
        parts.push(
          `${shortPage(path)}: ${costs.join(', ')}, JS ${jsCost >= 0 ? '+' : '−'}${kb(Math.abs(jsCost))} KB${Math.abs(jsCost) >= 0.05 ? '*' : ''}`,
        )
      }
      for (const [i, nav] of NAVIGATIONS.entries()) {
        const cost = costOf(
          navigations.get(entry.name)?.[i] ?? [],
          navigations.get('baseline')?.[i] ?? [],
          navigations.get('baseline-2')?.[i] ?? [],
        )
        parts.push(
          `${nav.from} → ${nav.to} ${cost >= 0 ? '+' : '−'}${Math.round(Math.abs(cost))} ms${cost > (navNoise[i] ?? 0) ? '*' : ''}`,
        )
      }
      console.log(`  ${entry.label}:\n    ${parts.join('\n    ')}`)
    }
  } finally {
    await browser?.close()
    await Promise.all(served.map((entry) => entry.server.stop()))
    rendererCore.stop()
    if (!values.dir) rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
