import { CALCULATOR_WITH_COST } from '../../scripts/lib/site-paths.ts'
import { axeViolations } from './axe.ts'
import { expect, gotoHydrated, messages, pages, test } from './fixtures.ts'

const notFoundPaths = ['/does-not-exist', '/de/gibt-es-nicht', '/blog/no-such-article']
const blogPaths = [
  '/blog/hwg-compliance-healthcare-advertising',
  '/de/blog/hwg-konforme-heilmittelwerbung-digital',
  '/blog/category/roi-and-efficiency',
  '/de/blog/category/zielgruppen-und-botschaften',
  '/de/blog?page=2',
  '/business-value-calculator?team=8&campaigns=12&pieces=20&budget=15000',
  '/de/business-value-rechner?team=abc&campaigns=12',
  ...CALCULATOR_WITH_COST,
]

for (const path of [...pages.map((p) => p.path), ...blogPaths, ...notFoundPaths]) {
  test(`no WCAG 2.2 AA violation on ${path}`, async ({ sharedPage: page }) => {
    await page.goto(path)
    expect(await axeViolations(page)).toEqual([])
  })
}

test('no violation with a dropdown open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoHydrated(page, '/de')
  await page.getByRole('banner').getByRole('button', { name: messages.de.common_nav_join }).click()
  await expect(
    page.getByRole('banner').getByRole('link', { name: new RegExp(`^${messages.de.common_nav_careers}`) }),
  ).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('no violation with the mobile menu open at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await gotoHydrated(page, '/')
  await page.locator('header summary').click()
  expect(await axeViolations(page)).toEqual([])
})
