import { defineConfig } from 'vitest/config'
import { VITEST_REPORT } from './scripts/lib/test-report-files.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    globalSetup: ['tests/unit/global-setup.ts'],
    environment: 'node',
    // Database tests open PGlite and run migrations and seeds: seconds on a quiet host, ten times that
    // on a busy CI host. A hung test still fails, a minute later.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Under CI also a JSON report, which .ci/run's summary reads (scripts/ci/summary.ts).
    reporters: process.env.CI ? ['default', ['json', { outputFile: VITEST_REPORT }]] : ['default'],
  },
})
