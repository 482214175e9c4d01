// .ci/run's summary reads the runners' JSON reports (scripts/ci/test-reports.ts): counts, and every
// failed and flaky test by name. The shapes here are those Vitest 5 and Playwright 1.65 write (the
// fields read, from real reports); a report of another shape throws instead of counting zero.
import { describe, expect, it } from 'vitest'
import { playwrightResult, vitestResult } from '../../scripts/ci/test-reports.ts'

const assertion = (fullName: string, status: string, failureMessages: string[] = []) => ({
  ancestorTitles: [],
  fullName,
  status,
  title: fullName,
  failureMessages,
})

describe('the Vitest report', () => {
  it('counts passed, failed and skipped tests and names each failure with its file and first error line', () => {
    const report = {
      numTotalTests: 4,
      testResults: [
        {
          name: '/repo/tests/unit/a.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            assertion('a works', 'passed'),
            assertion('a breaks', 'failed', ['\x1b[31mAssertionError: expected 1 to be 2\x1b[39m\n    at a.test.ts:3']),
            assertion('a later', 'skipped'),
            assertion('a to do', 'todo'),
          ],
        },
      ],
    }
    expect(vitestResult(report, '/repo')).toEqual({
      passed: 1,
      failed: 1,
      flaky: 0,
      skipped: 2,
      failures: ['tests/unit/a.test.ts › a breaks: AssertionError: expected 1 to be 2'],
      flakes: [],
    })
  })

  it('counts a file that failed to load as one failure', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/unit/b.test.ts',
          status: 'failed',
          message: 'Failed to load url ./missing.ts\n  at …',
          assertionResults: [],
        },
      ],
    }
    expect(vitestResult(report, '/repo').failures).toEqual(['tests/unit/b.test.ts: Failed to load url ./missing.ts'])
  })

  it('names a test that passed on its retry as flaky, with the error of its failed attempt', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/engines/consent.test.ts',
          status: 'passed',
          assertionResults: [
            assertion('webkit at 390×844 the banner hides', 'passed', [
              'Error: Waited 30 s for the banner hidden\n  at …',
            ]),
          ],
        },
      ],
    }
    expect(vitestResult(report, '/repo')).toMatchObject({
      passed: 0,
      flaky: 1,
      flakes: [
        'tests/engines/consent.test.ts › webkit at 390×844 the banner hides: Error: Waited 30 s for the banner hidden',
      ],
    })
  })

  it('throws on a report of another shape', () => {
    expect(() => vitestResult({ numPassedTests: 3 })).toThrow()
  })
})

describe('the Playwright report', () => {
  const spec = (title: string, line: number, status: string, errors: (string | undefined)[] = [undefined]) => ({
    title,
    line,
    ok: status !== 'unexpected',
    tests: [
      {
        status,
        projectName: 'chromium',
        results: errors.map((message, retry) => ({ retry, ...(message ? { error: { message } } : {}) })),
      },
    ],
  })

  it('counts expected, unexpected, flaky and skipped tests and names failures and flakes with file, line and describe', () => {
    const report = {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 1 },
      errors: [],
      suites: [
        {
          title: 'blog.spec.ts',
          file: 'blog.spec.ts',
          specs: [spec('lists articles', 10, 'expected')],
          suites: [
            {
              title: 'search',
              file: 'blog.spec.ts',
              specs: [
                spec('finds a word', 20, 'unexpected', ['Error: expect(locator).toBeVisible() failed\n\nLocator: …']),
                spec('pages through', 30, 'flaky', ['Error: Timeout 5000ms exceeded.', undefined]),
                spec('later', 40, 'skipped'),
              ],
            },
          ],
        },
      ],
    }
    expect(playwrightResult(report)).toEqual({
      passed: 1,
      failed: 1,
      flaky: 1,
      skipped: 1,
      failures: ['blog.spec.ts:20 › search › finds a word: Error: expect(locator).toBeVisible() failed'],
      flakes: ['blog.spec.ts:30 › search › pages through: Error: Timeout 5000ms exceeded.'],
    })
  })

  it('counts an error outside any test (a web server that did not start) as a failure', () => {
    const result = playwrightResult({
      suites: [],
      errors: [{ message: 'Error: Timed out waiting 60000ms from config.webServer.' }],
    })
    expect(result.failures).toEqual(['the browser test run: Error: Timed out waiting 60000ms from config.webServer.'])
  })

  it('throws on a report of another shape', () => {
    expect(() => playwrightResult({ stats: { expected: 3 } })).toThrow()
  })
})
