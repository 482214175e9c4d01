// The switcher keeps what the address carries besides the page: a query and a fragment, in both
// directions. Every page's switcher is checked in the hydration sweep (hydration.spec.ts).
import { gotoHydrated, pages, test } from './fixtures.ts'
import { expectSwitcherLandsOnCounterpart } from './switcher.ts'

test.use({ viewport: { width: 1280, height: 800 } })

for (const page of pages.filter((candidate) => candidate.path === '/product' || candidate.path === '/de/produkt')) {
  test(`the switcher on ${page.path}?ref=test#top lands on ${page.counterpart} with both kept`, async ({
    sharedPage: tab,
  }) => {
    await gotoHydrated(tab, `${page.path}?ref=test#top`)
    await expectSwitcherLandsOnCounterpart(tab, page)
  })
}
