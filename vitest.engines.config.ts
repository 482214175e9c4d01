import { defineConfig } from 'vitest/config'
import { ENGINES_REPORT } from './scripts/lib/test-report-files.ts'

// The cross-engine suite (`npm run test:engines`, after `npm run build`): the visitor flows in
// Debian's Firefox ESR and WebKitGTK, at a phone and a desktop width (tests/engines/, docs/testing.md).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/global-setup.ts'],
    environment: 'node',
    // One browser per worker at a time, two workers: the 2-core host stays responsive.
    maxWorkers: 2,
    // A flow waits for conditions (DEADLINE_MS each); a browser starts in seconds, ten times that on
    // a busy host.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // CI retries a failed flow once, and the summary names one that then passes as flaky (a failure).
    retry: process.env.CI ? 1 : 0,
    // WebdriverIO's client logs each connection at info.
    env: { WDIO_LOG_LEVEL: 'error' },
    reporters: process.env.CI ? ['default', ['json', { outputFile: ENGINES_REPORT }]] : ['default'],
  },
})
