// The web font (app/layout/web-font.ts): wide screens preload it and paint in it; a phone's first view
// is set in the fallback face and fetches nothing for it until the page has loaded, then the next
// page, by a client-side navigation or a full load from one of our pages, is set in Inter.
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, messages, test } from './fixtures.ts'

const FONT = /\/assets\/inter-subset-[\w-]+\.woff2$/

/**
 * The family the body's stack starts with, and the face Chromium drew most of the main heading's
 * glyphs with (DevTools' platform fonts: a web font shows as a custom font). A character Inter lacks,
 * such as the non-breaking hyphen of "KI‑Agenten", comes from the fallback face either way.
 */
async function fonts(page: Page): Promise<{ stack: string; drawn: string }> {
  const stack = await page.evaluate(
    () =>
      getComputedStyle(document.body)
        .fontFamily.split(',')[0]
        ?.trim()
        .replace(/^["']|["']$/g, '') ?? '',
  )
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    const [most] = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)
    return { stack, drawn: most ? `${most.familyName}${most.isCustomFont ? ' (web font)' : ''}` : '' }
  } finally {
    await cdp.detach()
  }
}

/** When the font was requested, in ms from the navigation, and when the page's load event ended. */
const fontTiming = (page: Page) =>
  page.evaluate((source) => {
    const font = performance
      .getEntriesByType('resource')
      .find((entry) => new RegExp(source).test(new URL(entry.name).pathname))
    const navigation = performance.getEntriesByType('navigation')[0]
    const loadEnd = navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0
    return { fontStart: font?.startTime, loadEnd }
  }, FONT.source)

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the first view fetches no font before it has loaded; the next page is set in Inter', async ({ page }) => {
    await gotoHydrated(page, '/')
    expect(await page.locator('link[rel="preload"][as="font"]').getAttribute('media')).toBe('(min-width: 40rem)')
    expect((await fonts(page)).drawn).not.toBe('Inter (web font)')
    await page.locator('html[data-preloaded]').waitFor({ state: 'attached' })
    const { fontStart, loadEnd } = await fontTiming(page)
    expect(fontStart, 'the font is fetched once the page has settled').toBeGreaterThan(loadEnd)
    expect((await fonts(page)).stack, 'this page keeps its face').toBe('Inter Fallback')

    await page.locator('footer').getByRole('link', { name: messages.en.common_nav_product, exact: true }).click()
    await expect(page).toHaveURL(/\/product$/)
    await expect(page.locator('html[data-font]')).toBeAttached()
    expect(await fonts(page)).toEqual({ stack: 'Inter', drawn: 'Inter (web font)' })
  })

  test('a full load that comes from one of our pages is set in Inter from its first paint', async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, '/de')
    await page.locator('html[data-preloaded]').waitFor({ state: 'attached' })
    await page.goto('/de/produkt', { referer: `${baseURL}/de` })
    await expect(page.locator('html[data-font]')).toBeAttached()
    expect(await fonts(page)).toEqual({ stack: 'Inter', drawn: 'Inter (web font)' })
  })
})

test('a wide screen preloads the font and paints in it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoHydrated(page, '/de')
  const { fontStart, loadEnd } = await fontTiming(page)
  expect(fontStart).toBeLessThan(loadEnd)
  expect(await fonts(page)).toEqual({ stack: 'Inter', drawn: 'Inter (web font)' })
})
