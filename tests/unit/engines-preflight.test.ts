// The cross-engine suite's preflight (tests/engines/preflight.ts): an engine that cannot start fails
// the run with the Debian package to install, never skips silently.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { engines } from '../engines/engines.ts'
import { FIREFOX_PATH } from '../engines/firefox.ts'
import { type Probes, unmetRequirements } from '../engines/preflight.ts'
import { WEBKIT_DRIVER_PATH } from '../engines/webkit.ts'

const everything: Probes = { exists: () => true, pythonRuns: () => true }

describe('the engines preflight', () => {
  it('passes when every binary and binding is there', () => {
    expect(unmetRequirements(engines, everything)).toEqual([])
  })

  it('names the package of a missing binary', () => {
    const missing = new Set([FIREFOX_PATH, WEBKIT_DRIVER_PATH])
    expect(unmetRequirements(engines, { ...everything, exists: (file) => !missing.has(file) })).toEqual([
      'firefox cannot start: /usr/bin/firefox-esr is missing; install firefox-esr (apt-get install firefox-esr)',
      'webkit cannot start: /usr/bin/WebKitWebDriver is missing; install webkit2gtk-driver (apt-get install webkit2gtk-driver)',
    ])
  })

  it('names python3-gi and the WebKit bindings when Python cannot import them', () => {
    const unmet = unmetRequirements(engines, { ...everything, pythonRuns: () => false })
    expect(unmet).toHaveLength(2)
    expect(unmet[0]).toMatch(/^webkit cannot start: .*install python3-gi /)
    expect(unmet[1]).toMatch(/^webkit cannot start: .*install gir1\.2-webkit2-4\.1 /)
  })

  // Whether this machine has them is the suite's own first check (tests/engines/global-setup.ts): the
  // unit tests run on any machine with Node, as the README says.
  it('asks for the packages the README names for npm run test:engines', () => {
    const packages = engines.flatMap((engine) => engine.requirements.map((requirement) => requirement.package))
    const debian = packages.filter((name) => !name.startsWith('this repository'))
    expect(readFileSync('README.md', 'utf8')).toContain(`apt-get install ${[...new Set(debian)].join(' ')}\``)
  })
})
