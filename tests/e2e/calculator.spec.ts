import type { Page } from '@playwright/test'
import { formatEuro, formatNumber } from '../../app/calculator/format.ts'
import { calculate } from '../../app/calculator/model.ts'
import { expect, filled, gotoHydrated, messages, settled, test } from './fixtures.ts'

const input = { teamSize: 8, campaignsPerYear: 12, piecesPerCampaign: 20, externalBudgetPerCampaign: 15_000 }
const annual = calculate(input).grossAnnualSavings
const withCost = calculate({ ...input, platformCostPerYear: 30_000 }).platform
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
  test(`calculates, draws both charts and shares the result in ${locale}`, async ({ sharedPage: page }) => {
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

  test(`shows inline messages for bad values in ${locale}`, async ({ sharedPage: page }) => {
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

  test(`says the result is gross, and with the platform's yearly cost gives net savings and the payback period in ${locale}`, async ({
    sharedPage: page,
  }) => {
    await gotoHydrated(page, paths[locale])
    await fill(page, locale, locale === 'de' ? '15.000' : '15,000')
    await page.getByRole('button', { name: t.pages_calc_submit }).click()
    const results = page.getByRole('region', { name: t.pages_calc_results_title })
    await expect(results.getByRole('heading', { level: 2, name: t.pages_calc_results_title })).toBeVisible()
    await expect(results).toContainText(t.pages_calc_net_prompt)
    await expect(results).not.toContainText(t.pages_calc_net_annual)

    await page.getByLabel(t.pages_calc_cost_label).fill(locale === 'de' ? '30.000' : '30,000')
    await page.getByRole('button', { name: t.pages_calc_submit }).click()
    await expect(page).toHaveURL((url) => url.search === '?team=8&campaigns=12&pieces=20&budget=15000&cost=30000')
    if (!withCost?.paybackMonths) throw new Error('the typical team pays back 30,000 € a year')
    const payback = filled(locale, 'pages_calc_payback_value', {
      months: formatNumber(withCost.paybackMonths, locale, 1),
    })
    await expect(results).toContainText(formatEuro(annual, locale)) // still the gross figure
    await expect(results).toContainText(formatEuro(withCost.netAnnualSavings, locale))
    await expect(results).toContainText(payback)
    await expect(page.getByLabel(t.pages_calc_cost_label)).toHaveValue(locale === 'de' ? '30.000' : '30,000')
    // The shared link reproduces it, server-rendered.
    const shared = await (await page.request.get(page.url())).text()
    expect(shared).toContain(formatEuro(withCost.netAnnualSavings, locale))
    expect(shared).toContain(payback)

    // The net figure split beside it: cash (external budget) and the value of freed time.
    const full = calculate({ ...input, platformCostPerYear: 30_000 })
    await expect(results).toContainText(
      filled(locale, 'pages_calc_net_split', {
        budget: formatEuro(full.externalBudgetSavedPerYear, locale),
        time: formatEuro(full.timeValuePerYear, locale),
        cost: formatEuro(30_000, locale),
      }),
    )

    // A cost a year's gross savings do not cover: no payback, said in words, and the loss reads as
    // extra cost (a positive amount), never as a negative saving; the table writes U+2212.
    const lossInput = { teamSize: 1, campaignsPerYear: 1, piecesPerCampaign: 1, externalBudgetPerCampaign: 0 }
    const loss = calculate({ ...lossInput, platformCostPerYear: 9000 }).platform
    if (!loss || loss.netAnnualSavings >= 0) throw new Error('9,000 € a year is a loss for a team of one')
    await page.goto(`${paths[locale]}?team=1&campaigns=1&pieces=1&budget=0&cost=9000`)
    await expect(results).toContainText(t.pages_calc_payback_none)
    const extra = results.getByRole('term').filter({ hasText: t.pages_calc_extra_annual })
    await expect(extra.locator('xpath=following-sibling::dd[1]')).toHaveText(formatEuro(-loss.netAnnualSavings, locale))
    await expect(results).not.toContainText(t.pages_calc_net_annual)
    await expect(results).toContainText(
      filled(locale, 'pages_calc_cost_net_extra', { extra: formatEuro(-loss.netAnnualSavings, locale) }),
    )
    expect(await results.textContent()).not.toMatch(/-\s?€?\d/)
    await expect(page.getByRole('table', { name: t.pages_calc_table_cost })).toContainText('\u2212')
  })

  test(`gives the platform's cost the other fields' messages for bad values in ${locale}`, async ({
    sharedPage: page,
  }) => {
    await gotoHydrated(page, paths[locale])
    await fill(page, locale, '15000')
    const cost = page.getByLabel(t.pages_calc_cost_label)
    for (const [value, message] of [
      ['-5', filled(locale, 'pages_calc_error_too_small', { min: '0' })],
      ['viel', t.pages_calc_error_not_whole],
      ['99999999999', filled(locale, 'pages_calc_error_too_large', { max: formatNumber(10_000_000, locale) })],
    ] as const) {
      await cost.fill(value)
      await page.getByRole('button', { name: t.pages_calc_submit }).click()
      await expect(page.getByRole('alert')).toHaveText(t.pages_calc_error_summary)
      await expect(cost).toBeFocused()
      await expect(cost).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText(message, { exact: true })).toBeVisible()
      await expect(page).toHaveURL((url) => url.search === '')
    }
    // Empty is "not given": the gross result, no message.
    await cost.fill('')
    await page.getByRole('button', { name: t.pages_calc_submit }).click()
    await expect(page).toHaveURL((url) => url.search === '?team=8&campaigns=12&pieces=20&budget=15000')
    await expect(cost).not.toHaveAttribute('aria-invalid')
  })

  test(`ignores invalid link values with a message in ${locale}`, async ({ sharedPage: page }) => {
    const response = await page.goto(`${paths[locale]}?team=abc&campaigns=12&pieces=99999&budget=15000`)
    expect(response?.status()).toBe(200)
    await expect(page.getByText(t.pages_calc_link_ignored)).toBeVisible()
    await expect(page.getByLabel(t.pages_calc_campaigns_label)).toHaveValue('12')
    await expect(page.getByText(t.pages_calc_placeholder)).toBeVisible()
  })
}

test('works with the keyboard alone', async ({ sharedPage: page }) => {
  await gotoHydrated(page, paths.en)
  await page.getByLabel(messages.en.pages_calc_team_label).focus()
  // The platform's cost, the fifth field, is optional: left empty.
  for (const value of ['5', '10', '10', '5000', '']) {
    await page.keyboard.type(value)
    await page.keyboard.press('Tab')
  }
  await expect(page.getByRole('button', { name: messages.en.pages_calc_submit })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/team=5&campaigns=10&pieces=10&budget=5000/)
  await expect(page.getByRole('region', { name: messages.en.pages_calc_results_title })).toBeVisible()
})

test('works before JavaScript: the form posts to the server, with the platform cost left empty or given', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(paths.de)
  await fill(page, 'de', '15.000')
  await page.getByRole('button', { name: messages.de.pages_calc_submit }).click()
  const results = page.getByRole('region', { name: messages.de.pages_calc_results_title })
  await expect(results).toContainText(formatEuro(annual, 'de'))
  await expect(results).toContainText(messages.de.pages_calc_net_prompt)
  await expect(page.getByText(messages.de.pages_calc_link_ignored)).toHaveCount(0)
  await page.getByLabel(messages.de.pages_calc_cost_label).fill('30.000')
  await page.getByRole('button', { name: messages.de.pages_calc_submit }).click()
  await expect(results).toContainText(formatEuro(withCost?.netAnnualSavings ?? Number.NaN, 'de'))
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

test("the charts' legends are in the page's font, each marker on its label's line, at 390 px", async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, `${paths.de}?team=8&campaigns=12&pieces=20&budget=15000&cost=30000`)
  await page.getByRole('figure', { name: messages.de.pages_calc_chart_cost_title }).scrollIntoViewIfNeeded()
  await expect(page.locator('figure canvas')).toHaveCount(2)
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
  // `.u-legend`, `.u-marker`, `.u-label`: uPlot's own markup, the only handle on its legend.
  const entries = await page.locator('.u-legend th').evaluateAll((cells) =>
    cells.map((cell) => {
      const marker = cell.querySelector('.u-marker')?.getBoundingClientRect()
      const label = cell.querySelector('.u-label')
      const labelBox = label?.getBoundingClientRect()
      return {
        font: label ? getComputedStyle(label).fontFamily : '',
        markerBesideLabel:
          marker !== undefined &&
          labelBox !== undefined &&
          marker.right <= labelBox.left &&
          marker.top >= labelBox.top &&
          marker.bottom <= labelBox.bottom,
      }
    }),
  )
  expect(entries.length).toBeGreaterThanOrEqual(4)
  for (const entry of entries) expect(entry).toEqual({ font: bodyFont, markerBesideLabel: true })
})
