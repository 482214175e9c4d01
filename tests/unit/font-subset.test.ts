// The site's web font is a subset of Inter (scripts/build/font-subset.ts, `npm run font`): the
// committed file must be what the script writes, the style sheet must declare the same ranges, and
// every character the copy uses must be in it, or that character would show in the fallback face.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildFontSubset, FONT_FILE, FONT_RANGES, unicodeRange } from '../../scripts/build/font-subset.ts'
import { siteTexts } from '../../scripts/lib/site-copy.ts'

const inSubset = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  return FONT_RANGES.some(([from, to]) => code >= from && code <= to)
}

describe('the web font subset', () => {
  it('is the file `npm run font` writes', async () => {
    expect(Buffer.compare(await buildFontSubset(), readFileSync(FONT_FILE))).toBe(0)
  })

  it('is declared with its ranges in the style sheet', () => {
    expect(readFileSync('app/styles.css', 'utf8')).toContain(`unicode-range: ${unicodeRange()};`)
  })

  it('covers every character of the messages, the articles and the bilingual content', () => {
    const texts = (['en', 'de'] as const).flatMap((locale) => siteTexts(locale))
    const missing = new Map<string, string>()
    for (const [where, text] of texts)
      for (const char of text) if (!/\s/.test(char) && !inSubset(char) && !missing.has(char)) missing.set(char, where)
    expect([...missing].map(([char, where]) => `U+${char.codePointAt(0)?.toString(16)} (${char}) in ${where}`)).toEqual(
      [],
    )
  })
})
