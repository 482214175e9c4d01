// Chromium keeps only the last --disable-features switch on its command line, and ours
// (scripts/lib/chromium.ts) comes after Playwright's own: it must repeat every feature Playwright
// disables. The browser shows the command line it was started with at chrome://version.
import { expect, test } from './fixtures.ts'

test("the browser's last --disable-features switch keeps every feature Playwright disables", async ({ page }) => {
  await page.goto('chrome://version')
  const commandLine = await page.locator('#command_line').innerText()
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => (match[1] ?? '').split(','))
  const last = lists.at(-1) ?? []
  expect(lists.length).toBeGreaterThan(0)
  expect(lists.flat().filter((feature) => !last.includes(feature))).toEqual([])
  expect(last).toContain('WebUIOmniboxPopup')
})
