import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { checkerPort, crmPort, mailerLitePort, port, serverEnv } from './tests/e2e/server-env.ts'
import { chromiumArgs, testBrowserPath } from './scripts/lib/chromium.ts'
import { PLAYWRIGHT_REPORT } from './scripts/lib/test-report-files.ts'

// End-to-end tests against the production build (`npm run build` first), in Debian's Chromium.

export default defineConfig({
  testDir: 'tests/e2e',
  // A seeded embedded database for the servers single tests start (tests/e2e/seeded-database.ts).
  globalSetup: './tests/e2e/seeded-database.ts',
  fullyParallel: true,
  // A worker per core: the suite is bound by CPU, and a third worker on two cores cost more CPU than
  // its waits left idle (docs/testing.md).
  workers: availableParallelism(),
  // CI retries a failed test once, so a test that fails and then passes is reported as flaky, by
  // name, and still fails the run; its JSON report is what .ci/run's summary reads (scripts/ci/summary.ts).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: PLAYWRIGHT_REPORT }]]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test its snapshots (a quarter of the suite's time, docs/testing.md):
    // CI records one when it retries a failed test, a local run on a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // An English browser (Accept-Language) in UTC: a visitor outside the German-speaking countries unless a test says so.
    timezoneId: 'UTC',
    locale: 'en-US',
    // The consent most tests' visitors have given is set by the `test` of tests/e2e/fixtures.ts.
    launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node scripts/dev/fake-mailerlite.ts ${mailerLitePort}`,
      url: `http://127.0.0.1:${mailerLitePort}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `node scripts/dev/fake-crm.ts ${crmPort}`,
      url: `http://127.0.0.1:${crmPort}/deliveries`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // The W3C Nu HTML Checker for html-validity.spec.ts: one JVM for every worker.
      command: `node scripts/dev/html-checker.ts ${checkerPort}`,
      url: `http://127.0.0.1:${checkerPort}/`,
      reuseExistingServer: false,
      // A JVM and a 30 MB checker: room for a busy host.
      timeout: 300_000,
    },
    {
      command: 'node .output/server/index.mjs',
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv,
    },
  ],
})
