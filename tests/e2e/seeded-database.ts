// A migrated and seeded embedded database, made once per run by the global setup of the browser
// tests (playwright.config.ts): a server a single test starts opens a copy of it in about 3
// CPU-seconds, where a fresh in-memory one takes 8 (PGlite's initdb in WebAssembly, the migrations
// and the seed; 2026-11-29). The copy is a data folder as a server leaves it when it stops, so the
// server opens it as it opens its volume after a restart.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { omit } from '../../app/lib/typed-object.ts'
import { startProductionServer } from '../../scripts/lib/production-server.ts'
import { serverEnv } from './server-env.ts'

/** Where the global setup tells the workers the template is. */
const TEMPLATE_VARIABLE = 'E2E_SEEDED_PGLITE'

/** Playwright's global setup: makes the template; the function it returns removes it. */
export default async function makeSeededTemplate(): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'e2e-pglite-'))
  const folder = join(root, 'seeded')
  // Started as in production (no CI or TEST): SIGTERM then closes the database before the process
  // ends, and without a drain it does so at once.
  const server = await startProductionServer({
    ...omit(serverEnv, 'PORT', 'PUBLIC_SITE_URL'),
    DATABASE_URL: '',
    PGLITE_DATA_DIR: folder,
    CI: '',
    TEST: '',
    SHUTDOWN_DRAIN_SECONDS: '0',
  })
  await server.stop()
  process.env[TEMPLATE_VARIABLE] = folder
  return () => rmSync(root, { recursive: true, force: true })
}

/** A copy of the template for one server (PGLITE_DATA_DIR), and how to remove it once that server has ended. */
export function seededDataFolder(): { folder: string; remove: () => void } {
  const template = process.env[TEMPLATE_VARIABLE]
  if (!template) throw new Error(`${TEMPLATE_VARIABLE} is not set: the global setup of playwright.config.ts makes it`)
  const root = mkdtempSync(join(tmpdir(), 'e2e-pglite-copy-'))
  const folder = join(root, 'data')
  cpSync(template, folder, { recursive: true })
  return { folder, remove: () => rmSync(root, { recursive: true, force: true }) }
}
