// Every page of the site in both languages, as the server renders it (no JavaScript), loaded once:
// 200 with its language, and for the pages of the route table their title, heading and description
// (./fixtures.ts `pages`); its main heading on the grid at a phone's and a desktop's width, breaking
// only between words (./page-grid.ts); and every booking button leading to the demo page
// (./demo-buttons.ts).
import { localeOfPath } from '../../app/i18n/locale.ts'
import { demoButtons } from './demo-buttons.ts'
import { expect, pages, test } from './fixtures.ts'
import { edges, headingBreakProblems, headingTextLeft, isLongReading } from './page-grid.ts'
import { sitePagePaths } from './site-pages.ts'

test.use({ javaScriptEnabled: false })

test('the route table has 16 English and 14 German pages, each among the pages checked', () => {
  expect(pages.filter((p) => p.locale === 'en')).toHaveLength(16)
  expect(pages.filter((p) => p.locale === 'de')).toHaveLength(14)
  expect(pages.map((p) => p.path).filter((path) => !sitePagePaths.includes(path))).toEqual([])
})

for (const path of sitePagePaths) {
  const column = isLongReading(path) ? 'reading' : 'grid'
  const routePage = pages.find((candidate) => candidate.path === path)
  test(`${path}: 200 in its language${routePage ? ' with title, heading and description' : ''}; the h1 on the ${column} edge at 390 and 1280 px, whole words; booking buttons lead to the demo page`, async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', localeOfPath(path))
    if (routePage) {
      await expect(page).toHaveTitle(routePage.title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routePage.heading)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
    }
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
