import { defineConfig } from 'vitest/config'

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
  },
})
