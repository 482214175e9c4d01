// The header's language switcher on a hydrated page: its label, its target language, and a click that
// lands on the page's counterpart in that language with the query and the fragment kept.
import type { Page } from '@playwright/test'
import { expect, messages, type PageCase } from './fixtures.ts'

export async function expectSwitcherLandsOnCounterpart(tab: Page, page: PageCase) {
  const target = page.locale === 'de' ? 'en' : 'de'
  const { search, hash } = new URL(tab.url())
  const switcher = tab
    .getByRole('banner')
    .getByRole('link', { name: messages[page.locale].common_language_switch_label })
  await expect(switcher).toHaveText(new RegExp(`^${messages[page.locale].common_language_switch_short}`))
  await expect(switcher).toHaveAttribute('hreflang', target)
  await switcher.click()
  await expect(tab).toHaveURL((url) => url.pathname === page.counterpart && url.search === search && url.hash === hash)
  await expect(tab.locator('html')).toHaveAttribute('lang', target)
}
