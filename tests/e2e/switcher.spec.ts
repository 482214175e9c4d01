import { expect, gotoHydrated, messages, pages, test } from './fixtures.ts'

test.use({ viewport: { width: 1280, height: 800 } })

for (const page of pages) {
  test(`the switcher on ${page.path} lands on ${page.counterpart}`, async ({ sharedPage: tab }) => {
    await gotoHydrated(tab, `${page.path}?ref=test#top`)
    const target = page.locale === 'de' ? 'en' : 'de'
    const switcher = tab
      .getByRole('banner')
      .getByRole('link', { name: messages[page.locale].common_language_switch_label })
    await expect(switcher).toHaveText(new RegExp(`^${messages[page.locale].common_language_switch_short}`))
    await expect(switcher).toHaveAttribute('hreflang', target)
    await switcher.click()
    await expect(tab).toHaveURL(
      (url) => url.pathname === page.counterpart && url.search === '?ref=test' && url.hash === '#top',
    )
    await expect(tab.locator('html')).toHaveAttribute('lang', target)
  })
}
