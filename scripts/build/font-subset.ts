// `npm run font`: writes app/brand/inter-subset.woff2, the site's one web font, from Fontsource's
// Inter variable latin file. What the site sets is Latin-1 (German included), the typographic
// punctuation its copy rules ask for, € and a few signs, in weights 400–700 (Tailwind's normal to
// bold) with kerning, ligatures and tabular figures: 26 KB instead of 48 KB. A preloaded font counts
// towards the largest paint: at 48 KB it took three round trips of a phone's connection, at 26 KB two
// (docs/decisions/0051-one-variable-font-file.md). tests/unit/font-subset.test.ts fails when the committed
// file differs from what this writes, or when the copy uses a character the subset lacks.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import subsetFont from 'subset-font'

const root = join(import.meta.dirname, '..', '..')
export const FONT_SOURCE = join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
export const FONT_FILE = join(root, 'app/brand/inter-subset.woff2')

/** Code point ranges, inclusive; the same list is the @font-face's unicode-range in app/styles.css. */
export const FONT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: umlauts, ß, §, ©, ×, NBSP, soft hyphen
  [0x2010, 0x2027], // dashes, quotes „“ ‘’, bullet, ellipsis (U+2011 is the non-breaking hyphen)
  [0x2030, 0x203a], // per mille, primes, ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus sign
  [0x2248, 0x2248], // ≈
]

/** The range list as CSS writes it, e.g. `U+20-7E, U+A0-FF`. */
export const unicodeRange = (): string =>
  FONT_RANGES.map(([from, to]) => `U+${hex(from)}${from === to ? '' : `-${hex(to)}`}`).join(', ')
const hex = (n: number) => n.toString(16).toUpperCase()

export async function buildFontSubset(): Promise<Buffer> {
  let text = ''
  for (const [from, to] of FONT_RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c)
  return subsetFont(await readFile(FONT_SOURCE), text, {
    targetFormat: 'woff2',
    keepFeatures: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'],
    variationAxes: { wght: { min: 400, max: 700 } },
  })
}

if (import.meta.main) {
  const font = await buildFontSubset()
  await writeFile(FONT_FILE, font)
  console.log(`${FONT_FILE}: ${font.length} bytes; unicode-range: ${unicodeRange()}`)
}
