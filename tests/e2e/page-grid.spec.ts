// The call-to-action panels sit on the page grid (./page-grid.ts); every page's heading is measured
// in every-page.spec.ts.
import { expect, messages, test } from './fixtures.ts'
import { edges } from './page-grid.ts'

test.use({ javaScriptEnabled: false })

test.describe('call-to-action panels', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("the calculator's panel is as wide as the home page's", async ({ sharedPage: page }) => {
    const panelBox = async (path: string, title: string) => {
      await page.goto(path)
      const box = await page.getByRole('region', { name: title }).locator(':scope > div').boundingBox()
      return box && { x: Math.round(box.x), width: Math.round(box.width) }
    }
    const home = await panelBox('/', messages.en.home_cta_title)
    expect(home).toEqual({ x: edges[1280].grid, width: 1280 - 2 * edges[1280].grid })
    expect(
      await panelBox(
        '/business-value-calculator?team=8&campaigns=12&pieces=20&budget=15000',
        messages.en.pages_calc_cta_title,
      ),
    ).toEqual(home)
  })
})
