// Every page of the site in both languages, as the server renders it (no JavaScript), loaded once:
// its main heading on the grid at a phone's and a desktop's width, breaking only between words
// (./page-grid.ts), and every booking button leading to the demo page (./demo-buttons.ts).
import { demoButtons } from './demo-buttons.ts'
import { expect, test } from './fixtures.ts'
import { edges, headingBreakProblems, headingTextLeft, isLongReading } from './page-grid.ts'
import { sitePagePaths } from './site-pages.ts'

test.use({ javaScriptEnabled: false })

for (const path of sitePagePaths) {
  const column = isLongReading(path) ? 'reading' : 'grid'
  test(`${path}: the h1 on the ${column} edge at 390 and 1280 px, whole words; booking buttons lead to the demo page`, async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(path)
    expect(await headingTextLeft(page), 'at 390 px').toBe(edges[390][column])
    expect(await headingBreakProblems(page), 'at 390 px').toEqual([])
    const buttons = await demoButtons(page, path)
    // The header's "Book demo" is on every page: a page without it means the selection went wrong.
    expect(buttons.count).toBeGreaterThan(0)
    expect(buttons.astray).toEqual([])
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await headingTextLeft(page), 'at 1280 px').toBe(edges[1280][column])
    expect(await headingBreakProblems(page), 'at 1280 px').toEqual([])
  })
}
