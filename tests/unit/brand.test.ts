// The brand is drawn from one module (app/brand/brand.ts): the files `npm run share:images` writes
// from it must match it, or a changed mark would ship with the old favicon and icons.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { brand, markSvg, TOUCH_ICON, wordmarkParts } from '../../app/brand/brand.ts'
import { LOGO_PATH, LOGO_SIZE } from '../../app/seo/share-image.ts'

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): [number, number] {
  const bytes = readFileSync(path)
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}

describe('the brand files', () => {
  it('serve the brand module’s mark as the favicon', () => {
    expect(readFileSync('public/favicon.svg', 'utf8')).toBe(markSvg())
  })

  it('draw the touch icon and the organisation’s logo at their sizes', () => {
    for (const [path, size] of [
      [`public${TOUCH_ICON.path}`, TOUCH_ICON.size],
      [`public${LOGO_PATH}`, LOGO_SIZE],
    ] as const) {
      expect(pngSize(path)).toEqual([size, size])
    }
  })

  it('is marked as a placeholder until the company’s own brand arrives', () => {
    expect(brand.placeholder).toBe(true)
  })
})

describe('the wordmark', () => {
  it('sets the last word apart', () => {
    expect(wordmarkParts('LifeScience Agents')).toEqual(['LifeScience', 'Agents'])
    expect(wordmarkParts('Acme')).toEqual(['Acme', ''])
    expect(wordmarkParts('Life Science Agents ')).toEqual(['Life Science', 'Agents'])
  })
})
