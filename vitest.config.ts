import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { VITEST_REPORT } from './scripts/lib/test-report-files.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    globalSetup: ['tests/unit/global-setup.ts'],
    environment: 'node',
    // The files share one module graph per worker: isolating each re-imported the app's modules, a
    // third of the run (108 → 57 s with one worker, 40 s with two, 2026-11-29). No file keeps state
    // for another: each opens its own database and restores what it changes.
    isolate: false,
    // Vitest's default leaves a core out; the checks that run beside it wait on their own.
    maxWorkers: availableParallelism(),
    // Database tests open PGlite and run migrations and seeds: seconds on a quiet host, ten times that
    // on a busy CI host. A hung test still fails, a minute later.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Under CI also a JSON report, which .ci/run's summary reads (scripts/ci/summary.ts).
    reporters: process.env.CI ? ['default', ['json', { outputFile: VITEST_REPORT }]] : ['default'],
  },
})
