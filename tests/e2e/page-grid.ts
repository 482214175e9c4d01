// One grid: every page's main heading starts on the page grid, or, for long reading (articles and
// legal pages), on the one centred reading column (app/ui/page-grid.ts). At most two left edges
// across the site per width, so the heading does not jump when a visitor moves between pages.
// Measured where the heading's text starts, from the server's HTML (every-page.spec.ts).
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

// The grid is 1280 px wide with 24 px (16 px below 640) of padding; the reading column 768 px.
export const edges = {
  390: { grid: 16, reading: 16 },
  1280: { grid: 24, reading: (1280 - 768) / 2 + 24 },
} as const

export const isLongReading = (path: string) =>
  /^\/(de\/)?blog\/(?!category\/)[^/]+$/.test(path) ||
  /^\/(privacy-policy|cookie-policy|imprint|thirdpartyterms|de\/(datenschutz|cookie-richtlinie|impressum))$/.test(
    path.split('?')[0] ?? '',
  )

export async function headingTextLeft(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveCount(1)
  return heading.evaluate((h1) => {
    const range = document.createRange()
    range.selectNodeContents(h1)
    const first = range.getClientRects()[0]
    if (!first) throw new Error('the h1 has no text on screen')
    return Math.round(first.left)
  })
}

/**
 * Where the h1's lines break, as problems: a break inside a word (no space, hyphen or soft hyphen
 * there) or after a short compound's stub ("KI-" / "Agenten").
 */
export async function headingBreakProblems(page: Page): Promise<string[]> {
  return page.getByRole('heading', { level: 1 }).evaluate((h1) => {
    const chars: Array<{ char: string; top: number | null }> = []
    const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const value = text.textContent ?? ''
      for (let index = 0; index < value.length; index++) {
        const char = value[index] ?? ''
        const range = document.createRange()
        range.setStart(text, index)
        range.setEnd(text, index + 1)
        // The last box: a character after a line break may also report an empty one at the previous line's end.
        const rect = [...range.getClientRects()].at(-1)
        chars.push({ char, top: /\s/.test(char) || !rect || rect.width === 0 ? null : rect.top })
      }
    }
    const problems: string[] = []
    let last: { index: number; top: number } | null = null
    for (const [index, { top }] of chars.entries()) {
      if (top === null) continue
      if (last && top > last.top + 4) {
        const between = chars
          .slice(last.index, index)
          .map((c) => c.char)
          .join('')
        const before = chars
          .slice(0, last.index + 1)
          .map((c) => c.char)
          .join('')
        const stub = /(?:^|\s)(\p{L}{1,3})-$/u.exec(before)
        if (stub) problems.push(`breaks after "${stub[1]}-"`)
        else if (!/[\s\u00ad-]/.test(between)) problems.push(`breaks inside a word at "${before.slice(-8)}|"`)
      }
      last = { index, top }
    }
    return problems
  })
}
