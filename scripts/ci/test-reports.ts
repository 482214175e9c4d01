// What the test runners' machine-readable reports say: Vitest's JSON report and Playwright's, as
// playwright.config.ts and vitest.config.ts write them under CI. Only the fields read here are
// checked; a report of another shape is an error, never a silent zero.
import { stripVTControlCharacters } from 'node:util'
import * as v from 'valibot'

/** One runner's outcome: counts, and the name of every test that failed or was flaky. */
export interface RunnerResult {
  passed: number
  failed: number
  flaky: number
  skipped: number
  /** "file › describe › title: first line of the error", one per failed test, file or run error. */
  failures: string[]
  /** The same for every test that failed and then passed on a retry. */
  flakes: string[]
}

const firstLine = (text: string | null | undefined) =>
  stripVTControlCharacters(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? ''
const named = (name: string, error: string) => (error ? `${name}: ${error}` : name)

const VitestReport = v.object({
  testResults: v.array(
    v.object({
      name: v.string(),
      status: v.string(),
      message: v.optional(v.string()),
      assertionResults: v.array(
        v.object({
          fullName: v.string(),
          status: v.picklist(['passed', 'failed', 'skipped', 'pending', 'todo', 'disabled']),
          failureMessages: v.nullish(v.array(v.string())),
        }),
      ),
    }),
  ),
})

/**
 * Vitest's JSON report (`--reporter=json`). A file that failed to load counts as one failure. A test
 * that passed with failure messages failed first and passed on a retry (the cross-engine suite
 * retries under CI): flaky, named like a failure.
 */
export function vitestResult(report: unknown, root = ''): RunnerResult {
  const result: RunnerResult = { passed: 0, failed: 0, flaky: 0, skipped: 0, failures: [], flakes: [] }
  for (const file of v.parse(VitestReport, report).testResults) {
    const path = root && file.name.startsWith(root) ? file.name.slice(root.length).replace(/^\//, '') : file.name
    for (const test of file.assertionResults) {
      const name = `${path} › ${test.fullName}`
      const error = firstLine(test.failureMessages?.[0])
      if (test.status === 'passed' && error) {
        result.flaky++
        result.flakes.push(named(name, error))
      } else if (test.status === 'passed') result.passed++
      else if (test.status === 'failed') {
        result.failed++
        result.failures.push(named(name, error))
      } else result.skipped++
    }
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
      result.failed++
      result.failures.push(named(path, firstLine(file.message)))
    }
  }
  return result
}

interface PlaywrightSuite {
  title: string
  file: string
  specs: {
    title: string
    line: number
    tests: { status: 'skipped' | 'expected' | 'unexpected' | 'flaky'; results: { error?: { message?: string } }[] }[]
  }[]
  suites?: PlaywrightSuite[]
}
const PlaywrightSuite: v.GenericSchema<PlaywrightSuite> = v.object({
  title: v.string(),
  file: v.string(),
  specs: v.array(
    v.object({
      title: v.string(),
      line: v.number(),
      tests: v.array(
        v.object({
          status: v.picklist(['skipped', 'expected', 'unexpected', 'flaky']),
          results: v.array(v.object({ error: v.optional(v.object({ message: v.optional(v.string()) })) })),
        }),
      ),
    }),
  ),
  suites: v.optional(v.array(v.lazy(() => PlaywrightSuite))),
})
const PlaywrightReport = v.object({
  suites: v.array(PlaywrightSuite),
  errors: v.array(v.object({ message: v.optional(v.string()) })),
})

/**
 * Playwright's JSON report (reporter `json`). `flaky` is a test that failed and then passed on its
 * retry; with `failOnFlakyTests` it fails the run, so it is named like a failure. An error outside any
 * test (a web server that did not start) counts as one failure.
 */
export function playwrightResult(report: unknown): RunnerResult {
  const result: RunnerResult = { passed: 0, failed: 0, flaky: 0, skipped: 0, failures: [], flakes: [] }
  const parsed = v.parse(PlaywrightReport, report)
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      const name = [`${suite.file}:${spec.line}`, ...titles, spec.title].join(' › ')
      for (const test of spec.tests) {
        const error = firstLine(test.results.find((run) => run.error)?.error?.message)
        if (test.status === 'expected') result.passed++
        else if (test.status === 'skipped') result.skipped++
        else if (test.status === 'flaky') {
          result.flaky++
          result.flakes.push(named(name, error))
        } else {
          result.failed++
          result.failures.push(named(name, error))
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  for (const suite of parsed.suites) visit(suite, [])
  for (const error of parsed.errors) {
    result.failed++
    result.failures.push(named('the browser test run', firstLine(error.message)))
  }
  return result
}
