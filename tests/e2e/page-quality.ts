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

/**
 * Cumulative layout shift after scrolling the whole page, half a screen at a time: at each step the
 * images that have come into view finish loading and two frames are drawn, so their shifts count.
 */
export async function layoutShiftAfterScroll(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let total = 0
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) total += entry.value
      }
    }
    const observer = new PerformanceObserver((list) => add(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const inView = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect()
      return img.checkVisibility() && box.bottom > 0 && box.top < window.innerHeight
    }
    const loaded = (img: HTMLImageElement) =>
      new Promise((resolve) => {
        if (img.complete) return resolve(undefined)
        img.addEventListener('load', resolve, { once: true })
        img.addEventListener('error', resolve, { once: true })
      })
    await document.fonts.ready
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await frames()
      await Promise.all([...document.images].filter(inView).map(loaded))
    }
    await frames()
    add(observer.takeRecords())
    observer.disconnect()
    return total
  })
}
