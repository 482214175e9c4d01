import { AXE_PATHS, axeViolations } from './axe.ts'
import { expect, gotoHydrated, messages, test } from './fixtures.ts'
import { hydratedPaths } from './site-pages.ts'

// The pages of AXE_PATHS that hydration.spec.ts does not load (it checks the others with axe).
for (const path of [...AXE_PATHS].filter((path) => !hydratedPaths.includes(path))) {
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
