// Hydration must reuse the server's HTML: a mismatch (React errors #418, #422, #423) makes React throw
// it away and render again, which costs the main thread and can move the page. app/client.tsx logs
// every recoverable error; this fails on any, on every page of the sitemap in both languages.
import { everyPagePath } from '../../scripts/site-paths.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'

test('every page hydrates without a recoverable error', async ({ page, baseURL }) => {
  test.setTimeout(600_000)
  const problems: string[] = []
  let current = ''
  page.on('console', (message) => {
    if (message.type() === 'error' && /recovered from an error|Minified React error #4(18|22|23)|hydrat/i.test(message.text())) {
      problems.push(`${current}: ${message.text().slice(0, 300)}`)
    }
  })
  for (const path of await everyPagePath(baseURL ?? '')) {
    current = path
    await gotoHydrated(page, path)
    // Recoverable errors are reported once React has committed: wait for the next frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
  expect(problems).toEqual([])
})
