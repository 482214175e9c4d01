// The product shown: the platform's screens on the home and product pages in the page's language,
// described by their message, captioned as illustrations; the product page's workflow as disclosures
// that open without JavaScript, the page at most 7,000 px tall on a phone; the brand's mark.
import type { Page } from '@playwright/test'
import { markSvg, TOUCH_ICON } from '../../app/brand/brand.ts'
import type { Locale } from '../../app/i18n/locale.ts'
import { brand, expect, filled, gotoHydrated, test } from './fixtures.ts'

const screenCases: Array<{ path: string; locale: Locale; screens: string[] }> = [
  { path: '/', locale: 'en', screens: ['compliance'] },
  { path: '/de', locale: 'de', screens: ['compliance'] },
  { path: '/product', locale: 'en', screens: ['workflow', 'strategy', 'content', 'compliance'] },
  { path: '/de/produkt', locale: 'de', screens: ['workflow', 'strategy', 'content', 'compliance'] },
]
/** A text each screen must show, the one a buyer looks for. */
const keyText: Record<string, string> = {
  compliance: 'common_screen_compliance_rule',
  content: 'common_screen_content_source_claims',
  strategy: 'common_screen_strategy_channel_aid',
  workflow: 'common_screen_workflow_approve',
}
const other = (locale: Locale): Locale => (locale === 'en' ? 'de' : 'en')

/** Elements inside the screen whose content sticks out of their box or out of the screen. */
const overflowing = (page: Page) =>
  page.locator('[data-screen] [role="img"]').evaluateAll((frames) =>
    frames.flatMap((frame) => {
      const box = frame.getBoundingClientRect()
      return [...frame.querySelectorAll('*')]
        .filter((node) => {
          const rect = node.getBoundingClientRect()
          return rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1)
        })
        .map(
          (node) => `${frame.closest('[data-screen]')?.getAttribute('data-screen')}: ${node.textContent.slice(0, 40)}`,
        )
    }),
  )

for (const { path, locale, screens } of screenCases) {
  const t = (key: string) => filled(locale, key)
  test(`${path} shows the product's screens in its language`, async ({ sharedPage: page }) => {
    await gotoHydrated(page, path)
    const main = page.getByRole('main')
    await expect(main.locator('[data-screen]')).toHaveCount(screens.length)
    for (const id of screens) {
      const screen = main.locator(`[data-screen="${id}"]`)
      // One picture for assistive technology, described by its message, captioned as an illustration.
      await expect(screen.getByRole('img', { name: t(`common_screen_${id}_alt`), exact: true })).toBeVisible()
      await expect(screen.locator('figcaption')).toHaveText(t('common_screen_caption'))
      await expect(screen).toContainText(t(keyText[id] ?? ''))
      await expect(screen).not.toContainText(filled(other(locale), keyText[id] ?? ''))
    }
    if (screens.includes('compliance')) {
      const compliance = main.locator('[data-screen="compliance"]').first()
      await expect(compliance.locator('mark')).toHaveText(t('common_screen_compliance_claim'))
      await expect(compliance).toContainText(t('common_screen_compliance_suggestion'))
    }
    const broken = await page
      .locator('img')
      .evaluateAll((images) => images.filter((img) => !(img as HTMLImageElement).naturalWidth).length)
    expect(broken).toBe(0)
  })

  for (const width of [360, 1280]) {
    test(`${path} at ${width} px: the screens' words stay inside them, no label under 9 px`, async ({
      coldPage: page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await gotoHydrated(page, path)
      expect(await overflowing(page)).toEqual([])
      const smallest = await page
        .locator('[data-screen] [role="img"] :is(p, span, li)')
        .evaluateAll((nodes) =>
          Math.min(
            ...nodes
              .filter((node) => node.textContent.trim())
              .map((node) => parseFloat(getComputedStyle(node).fontSize)),
          ),
        )
      // The smallest label is 0.75 em of the 12 px floor.
      expect(smallest).toBeGreaterThanOrEqual(9)
    })
  }
}

for (const [path, locale] of [
  ['/product', 'en'],
  ['/de/produkt', 'de'],
] as const) {
  test(`${path} is at most 7,000 px tall on a 390 px phone`, async ({ coldPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, path)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(7000)
  })

  test.describe(`${path} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    test('opens a workflow step', async ({ sharedPage: page }) => {
      await page.goto(path)
      const list = page.getByRole('list', { name: filled(locale, 'pages_product_workflow_title') })
      const steps = list.locator('details')
      await expect(steps).toHaveCount(8)
      const detail = list.getByText(filled(locale, 'pages_product_step_7_compliance'))
      await expect(detail).toBeHidden()
      await list.locator('summary').nth(6).click()
      await expect(detail).toBeVisible()
      await list.locator('summary').nth(6).press('Enter')
      await expect(detail).toBeHidden()
    })
  })
}

test('the agent cards are as tall as each other and hold their screen beside the text on wide screens', async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoHydrated(page, '/product')
  for (const agent of ['strategy', 'content', 'compliance']) {
    const card = page.getByRole('article', { name: filled('en', `home_agent_${agent}_title`) })
    const text = card.locator(':scope > div').first()
    const screen = card.locator('[data-screen]')
    const [textBox, screenBox] = await Promise.all([text.boundingBox(), screen.boundingBox()])
    if (!textBox || !screenBox) throw new Error(`${agent}: no boxes`)
    // Side by side: the same row, and neither column more than half as tall again as the other.
    expect(Math.abs(textBox.y + textBox.height / 2 - (screenBox.y + screenBox.height / 2))).toBeLessThan(
      Math.max(textBox.height, screenBox.height) / 2,
    )
    expect(Math.max(textBox.height, screenBox.height) / Math.min(textBox.height, screenBox.height)).toBeLessThan(1.6)
  }
})

test('the header shows the brand’s mark and wordmark; favicon and touch icon are the brand’s', async ({
  sharedPage: page,
}) => {
  await gotoHydrated(page, '/')
  const logo = page.getByRole('banner').getByRole('link', { name: filled('en', 'common_logo_label', { brand }) })
  await expect(logo.locator('svg circle')).toHaveCount(3)
  await expect(logo).toContainText(brand.split(' ')[0] ?? brand)
  await expect(page.getByRole('contentinfo').locator('svg circle')).toHaveCount(3)
  // The favicon is written into the page (no request before the largest paint); the file stays too.
  const favicon = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? ''
  expect(decodeURIComponent(favicon.replace(/^data:image\/svg\+xml,/, ''))).toBe(markSvg().trim())
  expect(await (await page.request.get('/favicon.svg')).text()).toBe(markSvg())
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', TOUCH_ICON.path)
  const touch = await page.request.get(TOUCH_ICON.path)
  expect(touch.status()).toBe(200)
  expect(touch.headers()['content-type']).toBe('image/png')
})
