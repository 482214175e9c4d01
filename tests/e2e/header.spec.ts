import type { Page } from '@playwright/test'
import { expect, gotoHydrated, messages, test } from './fixtures.ts'

const en = messages.en
const de = messages.de
const desktopNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: en.common_nav_label })
const panelLink = (page: Page, name: string) => desktopNav(page).getByRole('link', { name: new RegExp(`^${name}`) })

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a dropdown opens on hover, is 400 px wide, and closes when the pointer leaves', async ({ page }) => {
    await gotoHydrated(page, '/')
    const trigger = desktopNav(page).getByRole('button', { name: en.common_nav_resources })
    await trigger.hover()
    await expect(panelLink(page, en.common_nav_blog)).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator('[data-nav-panel]:visible')
    expect((await panel.boundingBox())?.width).toBe(400)
    await page.mouse.move(640, 700)
    await expect(panelLink(page, en.common_nav_blog)).toBeHidden()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('moving between dropdowns switches panels, and a panel link navigates', async ({ page }) => {
    await gotoHydrated(page, '/')
    await desktopNav(page).getByRole('button', { name: en.common_nav_resources }).hover()
    await expect(panelLink(page, en.common_nav_calculator)).toBeVisible()
    await desktopNav(page).getByRole('button', { name: en.common_nav_join }).hover()
    await expect(panelLink(page, en.common_nav_careers)).toBeVisible()
    await expect(panelLink(page, en.common_nav_calculator)).toBeHidden()
    await panelLink(page, en.common_nav_careers).click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages_careers_title)
  })

  test('is operable by keyboard: Enter, arrows and Escape', async ({ page }) => {
    await gotoHydrated(page, '/de')
    const nav = page.getByRole('banner').getByRole('navigation', { name: de.common_nav_label })
    const resources = nav.getByRole('button', { name: de.common_nav_resources })
    const join = nav.getByRole('button', { name: de.common_nav_join })
    await resources.focus()
    await page.keyboard.press('Enter')
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: new RegExp(`^${de.common_nav_blog}`) })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: new RegExp(`^${de.common_nav_calculator}`) })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(resources).toHaveAttribute('aria-expanded', 'false')
    await expect(resources).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(join).toBeFocused()
    await page.keyboard.press(' ')
    await expect(join).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: new RegExp(`^${de.common_nav_careers}`) })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/de\/karriere$/)
  })

  test('an open panel closes on a click elsewhere and when the focus leaves the navigation', async ({ page }) => {
    await gotoHydrated(page, '/')
    const resources = desktopNav(page).getByRole('button', { name: en.common_nav_resources })
    await resources.click()
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('heading', { level: 1 }).click()
    await expect(resources).toHaveAttribute('aria-expanded', 'false')
    await resources.focus()
    await page.keyboard.press('Enter')
    await expect(panelLink(page, en.common_nav_blog)).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: en.common_login }).focus()
    await expect(resources).toHaveAttribute('aria-expanded', 'false')
  })

  test('marks the active page with aria-current and its group', async ({ page }) => {
    await gotoHydrated(page, '/de/produkt')
    const nav = page.getByRole('banner').getByRole('navigation', { name: de.common_nav_label })
    await expect(nav.getByRole('link', { name: de.common_nav_product })).toHaveAttribute('aria-current', 'page')
    // No "Home" entry: the logo is the link home.
    await expect(nav.getByRole('link', { name: de.common_nav_home, exact: true })).toHaveCount(0)
    await gotoHydrated(page, '/business-value-calculator')
    await expect(desktopNav(page).getByRole('button', { name: en.common_nav_resources })).toHaveAttribute(
      'data-current',
      '',
    )
  })

  // Book demo (a new tab, noopener, the scheduler's address): tracking.spec.ts, every scheduling CTA.
  test('Login leads to the configured external page', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expect(page.getByRole('banner').getByRole('link', { name: en.common_login, exact: true })).toHaveAttribute(
      'href',
      /^https:\/\//,
    )
  })
})

test.describe('mobile menu at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('opens a stacked menu, closes on Escape with focus back on the toggle', async ({ page }) => {
    await gotoHydrated(page, '/de')
    const toggle = page.locator('header summary')
    await expect(toggle).toHaveAttribute('aria-label', de.common_menu_open)
    await expect(page.getByRole('button', { name: de.common_nav_resources })).toBeHidden()
    await toggle.click()
    const menu = page.getByRole('navigation', { name: de.common_nav_label })
    await expect(menu.getByRole('link', { name: de.common_nav_product })).toBeFocused()
    await expect(menu.getByRole('link', { name: de.common_nav_home, exact: true })).toHaveCount(0)
    await expect(menu.getByRole('heading', { name: de.common_nav_resources })).toBeVisible()
    await expect(menu.getByRole('heading', { name: de.common_nav_join })).toBeVisible()
    await expect(page.getByRole('link', { name: de.common_language_switch_label })).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-label', de.common_menu_close)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('closes when a link is chosen', async ({ page }) => {
    await gotoHydrated(page, '/de')
    await page.locator('header summary').click()
    const menu = page.getByRole('navigation', { name: de.common_nav_label })
    await menu.getByRole('link', { name: de.common_nav_blog }).click()
    await expect(page).toHaveURL(/\/de\/blog$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.pages_blog_title)
  })

  for (const [width, path] of [
    [360, '/de/strategische-partnerschaften'],
    [390, '/'],
  ] as const) {
    test(`the demo call is in the header at ${width} px without opening the menu (${path})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 })
      await gotoHydrated(page, path)
      const banner = page.getByRole('banner')
      const t = path.startsWith('/de') ? de : en
      const demo = banner.locator('[data-scheduling]:visible')
      await expect(demo).toHaveCount(1)
      await expect(demo).toContainText(t.common_book_demo_short)
      const box = await demo.boundingBox()
      const logo = await banner.getByRole('link').first().boundingBox()
      const toggle = await page.locator('header summary').boundingBox()
      if (!box || !logo || !toggle) throw new Error('header items not laid out')
      // On one line, inside the screen, clear of the logo (its wordmark on one line too) and of the menu toggle.
      expect(box.height).toBeLessThanOrEqual(48)
      expect(logo.height).toBeLessThanOrEqual(44)
      expect(box.x).toBeGreaterThanOrEqual(logo.x + logo.width)
      expect(box.x + box.width).toBeLessThanOrEqual(toggle.x)
      expect(toggle.x + toggle.width).toBeLessThanOrEqual(width)
    })
  }

  test('nothing overflows the 360 px screen, menu open or closed', async ({ page }) => {
    await gotoHydrated(page, '/de/strategische-partnerschaften')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await page.locator('header summary').click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})

test.describe('before JavaScript has loaded', () => {
  test.use({ javaScriptEnabled: false })

  test('desktop dropdowns open on hover and focus with CSS alone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await desktopNav(page).getByRole('button', { name: en.common_nav_resources }).hover()
    await expect(panelLink(page, en.common_nav_blog)).toBeVisible()
  })

  test('the mobile menu opens as a native disclosure', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await page.locator('header summary').click()
    await expect(
      page.getByRole('navigation', { name: en.common_nav_label }).getByRole('link', { name: en.common_nav_product }),
    ).toBeVisible()
  })

  test('the language switcher is a plain link to the counterpart page, with the parameters the page reads', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    // Pages are rendered once for every URL that differs only in parameters they do not read
    // (app/i18n/page-search.ts): before JavaScript the link carries the page's own; the rest join
    // after hydration (switcher.spec.ts).
    await page.goto('/de/business-value-rechner?ref=x&team=8')
    await page.getByRole('banner').getByRole('link', { name: de.common_language_switch_label }).click()
    await expect(page).toHaveURL(/\/business-value-calculator\?team=8$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})
