// Checks every content page shares: no English copy on German pages, images with alt text and a
// reserved box, and no layout shift. Used by the page specs.
import type { Page } from '@playwright/test'
import { messages } from './fixtures.ts'

/** English message texts (long enough to be copy, different in German) that a German page shows. */
export async function englishCopyOn(page: Page): Promise<string[]> {
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ')
  return Object.entries(messages.en)
    .filter(([key, value]) => value.length >= 12 && !value.includes('{') && messages.de[key] !== value)
    .map(([, value]) => value.replace(/\s+/g, ' '))
    .filter((value) => text.includes(value))
}

/** Images without an alt attribute, or without width/height or an aspect ratio to reserve their box. */
export async function imageProblems(page: Page): Promise<string[]> {
  return page.locator('img').evaluateAll((images) =>
    images.flatMap((node) => {
      const img = node as HTMLImageElement
      const problems: string[] = []
      if (!img.hasAttribute('alt')) problems.push(`${img.currentSrc || img.src}: no alt`)
      const sized = img.hasAttribute('width') && img.hasAttribute('height')
      if (!sized && getComputedStyle(img).aspectRatio === 'auto') problems.push(`${img.src}: no reserved size`)
      return problems
    }),
  )
}

/** Cumulative layout shift after scrolling the whole page, so lazy images load on the way. */
export async function layoutShiftAfterScroll(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let total = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) total += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    return total
  })
}
