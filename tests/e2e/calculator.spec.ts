import type { Page } from '@playwright/test'
import { formatEuro } from '../../app/calculator/format.ts'
import { calculate } from '../../app/calculator/model.ts'
import { expect, gotoHydrated, messages, settled, test } from './fixtures.ts'

const input = { teamSize: 8, campaignsPerYear: 12, piecesPerCampaign: 20, externalBudgetPerCampaign: 15_000 }
const annual = calculate(input).annualSavings
const paths = { en: '/business-value-calculator', de: '/de/business-value-rechner' } as const

async function fill(page: Page, locale: 'en' | 'de', budget: string) {
  const t = messages[locale]
  await page.getByLabel(t.pages_calc_team_label).fill('8')
  await page.getByLabel(t.pages_calc_campaigns_label).fill('12')
  await page.getByLabel(t.pages_calc_pieces_label).fill('20')
  await page.getByLabel(t.pages_calc_budget_label).fill(budget)
}

for (const locale of ['en', 'de'] as const) {
  const t = messages[locale]
  test(`calculates, draws both charts and shares the result in ${locale}`, async ({ page }) => {
    await gotoHydrated(page, paths[locale])
    await expect(page.getByText(t.pages_calc_placeholder)).toBeVisible()
    await fill(page, locale, locale === 'de' ? '15.000' : '15,000')
    await page.getByRole('button', { name: t.pages_calc_submit }).click()
    await expect(page).toHaveURL((url) => url.search === '?team=8&campaigns=12&pieces=20&budget=15000')
    const results = page.getByRole('region', { name: t.pages_calc_results_title })
    await expect(results).toContainText(formatEuro(annual, locale))
    await expect(page.getByText(t.pages_calc_placeholder)).toHaveCount(0)
    // Charts are drawn when they come into view.
    await page.getByRole('figure', { name: t.pages_calc_chart_cost_title }).scrollIntoViewIfNeeded()
    await expect(page.locator('figure canvas')).toHaveCount(2)
    await expect(page.getByRole('figure', { name: t.pages_calc_chart_time_title })).toBeVisible()
    await expect(page.getByRole('table', { name: t.pages_calc_table_cost })).toBeAttached()
    // The shared link reproduces the result, server-rendered.
    const shared = await page.request.get(page.url())
    expect(await shared.text()).toContain(formatEuro(annual, locale))
    await page.reload()
    await expect(results).toContainText(formatEuro(annual, locale))
  })

  test(`shows inline messages for bad values in ${locale}`, async ({ page }) => {
    await gotoHydrated(page, paths[locale])
    await fill(page, locale, 'viel')
    await page.getByLabel(t.pages_calc_team_label).fill('0')
    await page.getByRole('button', { name: t.pages_calc_submit }).click()
    await expect(page.getByRole('alert')).toHaveText(t.pages_calc_error_summary)
    await expect(page.getByLabel(t.pages_calc_team_label)).toBeFocused()
    await expect(page.getByLabel(t.pages_calc_team_label)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(t.pages_calc_error_not_whole)).toBeVisible()
    await expect(page).toHaveURL((url) => url.search === '')
  })

  test(`ignores invalid link values with a message in ${locale}`, async ({ page }) => {
    const response = await page.goto(`${paths[locale]}?team=abc&campaigns=12&pieces=99999&budget=15000`)
    expect(response?.status()).toBe(200)
    await expect(page.getByText(t.pages_calc_link_ignored)).toBeVisible()
    await expect(page.getByLabel(t.pages_calc_campaigns_label)).toHaveValue('12')
    await expect(page.getByText(t.pages_calc_placeholder)).toBeVisible()
  })
}

test('works with the keyboard alone', async ({ page }) => {
  await gotoHydrated(page, paths.en)
  await page.getByLabel(messages.en.pages_calc_team_label).focus()
  for (const value of ['5', '10', '10', '5000']) {
    await page.keyboard.type(value)
    await page.keyboard.press('Tab')
  }
  await expect(page.getByRole('button', { name: messages.en.pages_calc_submit })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/team=5&campaigns=10&pieces=10&budget=5000/)
  await expect(page.getByRole('region', { name: messages.en.pages_calc_results_title })).toBeVisible()
})

test('works before JavaScript: the form posts to the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(paths.de)
  await fill(page, 'de', '15.000')
  await page.getByRole('button', { name: messages.de.pages_calc_submit }).click()
  await expect(page.getByRole('region', { name: messages.de.pages_calc_results_title })).toContainText(
    formatEuro(annual, 'de'),
  )
  await context.close()
})

test('uPlot loads only on the calculator page, when a chart comes into view', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  await gotoHydrated(page, '/')
  await settled(page)
  expect(scripts.some((url) => url.includes('uplot'))).toBe(false)
  await gotoHydrated(page, `${paths.en}?team=8&campaigns=12&pieces=20&budget=15000`)
  await page.getByRole('figure', { name: messages.en.pages_calc_chart_cost_title }).scrollIntoViewIfNeeded()
  await expect(page.locator('figure canvas')).toHaveCount(2)
  expect(scripts.some((url) => url.includes('uplot'))).toBe(true)
})
