// Once per run: the preflight (a missing engine fails the run by its package), the engines'
// versions, and the production build on SERVER_PORT for every test file.
import { execFileSync } from 'node:child_process'
import type { TestProject } from 'vitest/node'
import { startProductionServer } from '../../scripts/lib/production-server.ts'
import { engines } from './engines.ts'
import { FIREFOX_PATH } from './firefox.ts'
import { unmetRequirements } from './preflight.ts'
import { SERVER_PORT } from './ports.ts'
import { siteEnv } from './site.ts'
import { SYSTEM_PYTHON } from './webkit.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    siteBase: string
  }
}

const webKitGtkVersion = () =>
  execFileSync(SYSTEM_PYTHON, [
    '-c',
    "import gi; gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2 as W; " +
      "print('%d.%d.%d' % (W.get_major_version(), W.get_minor_version(), W.get_micro_version()))",
  ])
    .toString()
    .trim()

export default async function setup(project: TestProject) {
  const unmet = unmetRequirements(engines)
  if (unmet.length > 0) throw new Error(`The cross-engine suite cannot run:\n${unmet.join('\n')}`)
  const firefox = execFileSync(FIREFOX_PATH, ['--version']).toString().trim()
  console.log(`engines: ${firefox} (puppeteer-core, WebDriver BiDi); WebKitGTK ${webKitGtkVersion()} (WebKitWebDriver)`)
  const server = await startProductionServer(siteEnv, 'ignore', '.', SERVER_PORT)
  project.provide('siteBase', server.base)
  return () => server.stop()
}
