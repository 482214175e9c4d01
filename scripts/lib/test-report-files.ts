// Where the test runners write their machine-readable reports under CI (playwright.config.ts,
// vitest.config.ts), read by .ci/run's closing summary (scripts/ci/summary.ts). Git ignores the folder.
export const VITEST_REPORT = 'test-reports/vitest.json'
export const PLAYWRIGHT_REPORT = 'test-reports/playwright.json'
export const ENGINES_REPORT = 'test-reports/engines.json'
