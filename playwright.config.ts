import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { mailerLitePort, port, serverEnv } from './tests/e2e/server-env.ts'
import { chromiumArgs, testBrowserPath } from './scripts/lib/chromium.ts'

// End-to-end tests against the production build (`npm run build` first), in Debian's Chromium.

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Tests wait on the browser and the server, so more workers than cores pay: on 2 cores the suite
  // took 301 s with 2 workers, 273 s with 3 and 299 s with 4 (2026-11-26, docs/testing.md).
  workers: Math.ceil(availableParallelism() * 1.5),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
      command: 'node .output/server/index.mjs',
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv,
    },
  ],
})
