// Chromium keeps only the last --disable-features switch on its command line, and ours
// (scripts/lib/chromium.ts) comes after Playwright's own: it must repeat every feature Playwright
// disables. A browser launched as the tests launch theirs tells its command line over the DevTools
// protocol (Browser.getBrowserCommandLine answers only with --enable-automation, which changes no
// feature), the same for Chromium and its headless shell.
import { chromium } from '@playwright/test'
import { chromiumArgs, testBrowserPath } from '../../scripts/lib/chromium.ts'
import { expect, test } from './fixtures.ts'

test("the browser's last --disable-features switch keeps every feature Playwright disables", async () => {
  const browser = await chromium.launch({
    executablePath: testBrowserPath,
    args: [...chromiumArgs, '--enable-automation'],
  })
  try {
    const session = await browser.newBrowserCDPSession()
    const { arguments: args } = await session.send('Browser.getBrowserCommandLine')
    const lists = args
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','))
    const last = lists.at(-1) ?? []
    expect(lists.length).toBeGreaterThan(0)
    expect(lists.flat().filter((feature) => !last.includes(feature))).toEqual([])
    expect(last).toContain('WebUIOmniboxPopup')
  } finally {
    await browser.close()
  }
})
