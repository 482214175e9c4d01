// One calibrated Lighthouse run (mobile, simulated throttling) of a URL for `npm run perf`: each run's CPU slowdown is 4 × the benchmarkIndex
// Lighthouse measured at that run's start ÷ 1,750 (scripts/perf/cpu-slowdown.ts), so every host, and
// every moment of a busy one, emulates the same phone.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import * as v from 'valibot'
import { chromiumPath } from '../lib/chromium.ts'
import { calibratedSlowdown } from './cpu-slowdown.ts'
import { medianRow, type Row } from './median-row.ts'

/** The parts of Lighthouse's JSON report read here. */
const LighthouseReport = v.looseObject({
  // A category Lighthouse could not score has a null score.
  categories: v.record(v.string(), v.looseObject({ id: v.string(), score: v.nullable(v.number()) })),
  audits: v.record(v.string(), v.looseObject({ numericValue: v.optional(v.number()) })),
  environment: v.optional(v.looseObject({ benchmarkIndex: v.optional(v.number()) })),
})

/** The parts of Lighthouse's gathered artifacts read and set here (the rest is written back as it was). */
const LighthouseArtifacts = v.looseObject({
  BenchmarkIndex: v.optional(v.number()),
  settings: v.looseObject({ throttling: v.looseObject({ cpuSlowdownMultiplier: v.number() }) }),
})

/** The Lighthouse the lockfile pins (a devDependency): the same version on every machine, no download. */
const LIGHTHOUSE_CLI = join(import.meta.dirname, '..', '..', 'node_modules', 'lighthouse', 'cli', 'index.js')

const execFileAsync = promisify(execFile)

async function runLighthouse(args: string[]): Promise<void> {
  await execFileAsync(process.execPath, [LIGHTHOUSE_CLI, ...args, '--quiet'], {
    env: { ...process.env, CHROME_PATH: chromiumPath },
  })
}

export interface LighthouseOptions {
  /** One Lighthouse category only (e.g. `seo`); all four by default. */
  only?: string
  /** This CPU slowdown for every run instead of each run's own calibration. */
  fixedSlowdown?: number
}

export interface LighthouseRunner {
  /** One run; a run whose trace Lighthouse failed to record is repeated, four times at most. */
  run: (url: string) => Promise<Row>
  /** The medians of `runs` runs of one URL, one after the other. */
  median: (url: string, runs: number) => Promise<Row>
}

export function lighthouseRunner({ only, fixedSlowdown }: LighthouseOptions = {}): LighthouseRunner {
  /**
   * The slowdown the page is gathered with. With simulated throttling Lighthouse loads the page at full
   * speed; the multiplier only enters its simulation afterwards, and while gathering only Lighthouse's
   * requestIdleCallback shim reads it (to shorten `deadline.timeRemaining()`, which the site does not
   * use). The previous run's calibrated value is the closest guess.
   */
  let gatherSlowdown = fixedSlowdown ?? 4
  const onlyArgs = only ? [`--only-categories=${only}`] : []

  /**
   * One run, calibrated by itself: it gathers the page (`-G`), reads the benchmarkIndex Lighthouse
   * measured at the run's start, and then audits (`-A`) with 4 × that index ÷ 1,750, so every run
   * emulates the same phone (docs/decisions/0057-lighthouse-calibrated-per-run.md).
   */
  async function lighthouse(url: string): Promise<Row> {
    const dir = await mkdtemp(join(tmpdir(), 'lh-'))
    const artifactsPath = join(dir, 'artifacts.json')
    const out = join(dir, 'report.json')
    try {
      await runLighthouse([
        url,
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
        `-G=${dir}`,
        `--throttling.cpuSlowdownMultiplier=${gatherSlowdown}`,
        ...onlyArgs,
      ])
      const artifacts = v.parse(LighthouseArtifacts, JSON.parse(await readFile(artifactsPath, 'utf8')))
      const slowdown = fixedSlowdown ?? calibratedSlowdown(artifacts.BenchmarkIndex ?? 0)
      gatherSlowdown = slowdown
      // Lighthouse refuses to audit with other settings than it gathered with; the gathered page does not
      // depend on the multiplier (above), so the artifacts take the calibrated one.
      artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown
      await writeFile(artifactsPath, JSON.stringify(artifacts))
      await runLighthouse([
        url,
        `-A=${dir}`,
        `--throttling.cpuSlowdownMultiplier=${slowdown}`,
        '--output=json',
        `--output-path=${out}`,
        ...onlyArgs,
      ])
      const report = v.parse(LighthouseReport, JSON.parse(await readFile(out, 'utf8')))
      const scores = Object.fromEntries(
        Object.values(report.categories).map((c) => [c.id, Math.round((c.score ?? 0) * 100)]),
      )
      const audit = (id: string): number => report.audits[id]?.numericValue ?? Number.NaN
      return {
        path: new URL(url).pathname + new URL(url).search,
        scores,
        lcp: audit('largest-contentful-paint'),
        fcp: audit('first-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
        slowdown,
      }
    } finally {
      // Also after a failed run, which leaves its artifacts behind.
      await rm(dir, { recursive: true, force: true })
    }
  }

  // Lighthouse now and then fails to record a trace (NO_NAVSTART; the cause is inside Chrome's
  // tracing): such a run is repeated.
  async function run(url: string, attempts = 5): Promise<Row> {
    try {
      return await lighthouse(url)
    } catch (error) {
      if (attempts <= 1) throw error
      console.error(`retrying ${url}: ${(error as Error).message.split('\n')[0]}`)
      return run(url, attempts - 1)
    }
  }

  return {
    run: (url) => run(url),
    median: async (url, runs) => {
      const rows: Row[] = []
      for (let i = 0; i < runs; i++) rows.push(await run(url))
      return medianRow(rows)
    },
  }
}
