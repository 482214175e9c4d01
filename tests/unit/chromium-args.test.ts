import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { chromiumArgs, playwrightDisabledFeatures } from '../../scripts/lib/chromium.ts'

// Our --disable-features replaces Playwright's (Chromium keeps the last one), so it must carry
// Playwright's whole list: read it from the installed playwright-core.
function installedPlaywrightList(): string[] {
  const bundle = readFileSync('node_modules/playwright-core/lib/coreBundle.js', 'utf8')
  const block = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1]
  if (!block) throw new Error("playwright-core no longer has its disabledFeatures list where this test looks: compare scripts/lib/chromium.ts by hand")
  return [...block.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1] as string)
}

describe('Chromium switches of the browser tests', () => {
  it("repeat Playwright's own disabled features", () => {
    expect(playwrightDisabledFeatures).toEqual(installedPlaywrightList())
  })

  it('name --disable-features once', () => {
    const switches = chromiumArgs.filter((arg) => arg.startsWith('--disable-features='))
    expect(switches).toHaveLength(1)
    expect(switches[0]?.split('=')[1]?.split(',')).toEqual(expect.arrayContaining([...playwrightDisabledFeatures, 'WebUIOmniboxPopup']))
  })
})
