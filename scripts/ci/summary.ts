// .ci/run's closing summary, from the test runners' reports (scripts/lib/test-report-files.ts):
// every failed and every flaky test by name, the counts per runner, then the line CI reads,
// `tests: N passed, N failed`. A flaky test (failed, then passed on its retry) fails the run
// (playwright.config.ts, failOnFlakyTests; vitest.engines.config.ts) and counts as failed.
//
//   node scripts/ci/summary.ts --since <epoch seconds the run started> --status <the run's exit status>
//
// A report older than --since was not written by this run and is ignored. A run that failed in a step
// without a report (type check, build, the stack test) counts one failure, so the line never says
// "0 failed" for a red run; a run that passed without writing all three reports (unit, browser,
// engines) counts one too. It exits 1 when it counts a failure, and .ci/run with it.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { ENGINES_REPORT, PLAYWRIGHT_REPORT, VITEST_REPORT } from '../lib/test-report-files.ts'
import { playwrightResult, type RunnerResult, vitestResult } from './test-reports.ts'

const { values } = parseArgs({
  options: { since: { type: 'string', default: '0' }, status: { type: 'string', default: '0' } },
})
const since = Number(values.since) * 1000
const status = Number(values.status)

function read(label: string, path: string, parse: (report: unknown) => RunnerResult): RunnerResult | string {
  if (!existsSync(path) || statSync(path).mtimeMs < since)
    return `${label}: no report at ${path} (the run stopped before them)`
  try {
    return parse(JSON.parse(readFileSync(path, 'utf8')))
  } catch (error) {
    return `${label}: ${path} cannot be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
  }
}

const runners = [
  { label: 'unit', result: read('unit', VITEST_REPORT, (report) => vitestResult(report, process.cwd())) },
  { label: 'browser', result: read('browser', PLAYWRIGHT_REPORT, playwrightResult) },
  { label: 'engines', result: read('engines', ENGINES_REPORT, (report) => vitestResult(report, process.cwd())) },
]
let passed = 0
let failed = 0
let missing = 0
for (const { label, result } of runners) {
  if (typeof result === 'string') {
    console.log(result)
    missing++
    continue
  }
  for (const name of result.failures) console.log(`FAILED ${label}: ${name}`)
  for (const name of result.flakes) console.log(`FLAKY  ${label} (failed, then passed on its retry): ${name}`)
  console.log(
    `${label}: ${result.passed} passed, ${result.failed} failed, ${result.flaky} flaky, ${result.skipped} skipped`,
  )
  passed += result.passed
  failed += result.failed + result.flaky
}
if (failed === 0 && (status !== 0 || missing > 0)) failed = 1
console.log(`tests: ${passed} passed, ${failed} failed`)
// The exit code says what the line says: a flaky engines flow passes Vitest's own run, not CI.
if (failed > 0) process.exitCode = 1
