import { defineConfig, devices } from '@playwright/test'
import { mailerLitePort, port, serverEnv } from './tests/e2e/server-env.ts'

// End-to-end tests against the production build (`npm run build` first), in Debian's Chromium.

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Language detection reads these: a visitor outside the German-speaking countries unless a test says so.
    timezoneId: 'UTC',
    locale: 'en-US',
    // Visitors in most tests have already declined optional cookies, so the consent banner does not
    // cover what they click; tests/e2e/consent.spec.ts starts without a choice.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${port}`,
          localStorage: [{ name: 'cookieConsent', value: JSON.stringify({ essential: true, functional: false, analytics: false, performance: false, sharing: false, marketing: false }) }],
        },
      ],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node tests/support/fake-mailerlite.ts ${mailerLitePort}`,
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
