// `npm run fonts`: cuts Inter (Fontsource's variable "latin" file, weights 100–900, 48 KB) down to the
// characters the site writes in English and German, with only the OpenType features the pages use,
// into app/fonts/. hb-subset (HarfBuzz, through subset-font) keeps the weight axis and the kerning.
// Deterministic: run it again after a Fontsource update or a change of `FONT_CHARACTERS`, then commit
// the file; tests/unit/font-subset.test.ts checks both that the file is current and that every
// character of the messages and the content is in it.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

export const FONT_SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
export const FONT_SUBSET = 'app/fonts/inter-wght-subset.woff2'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')

/** ASCII and Latin-1 (German's umlauts and ß, ©, §, ×, ÷), typographic punctuation (dashes, quotes of
 *  both languages, ellipsis, thin and narrow no-break spaces), €, ™, arrows and the maths signs the
 *  copy uses (−, ≈, ≤, ≥). A character outside falls back to the metric-matched Arial face. */
export const FONT_CHARACTERS =
  range(0x20, 0x7e) + range(0xa0, 0xff) + '\u0131\u0152\u0153' + range(0x2000, 0x203a) + '\u20ac\u2122' +
  range(0x2190, 0x2193) + '\u2212\u2215\u2248\u2260\u2264\u2265'

/** Shaping features every text needs (kerning, ligatures, marks), and tabular figures (`tabular-nums`).
 *  Inter's stylistic sets and character variants, which the site never switches on, are dropped. */
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rclt', 'rvrn', 'tnum']

export async function interSubset(): Promise<Buffer> {
  return subsetFont(readFileSync(FONT_SOURCE), FONT_CHARACTERS, { targetFormat: 'woff2', keepFeatures: FEATURES })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await interSubset()
  writeFileSync(FONT_SUBSET, font)
  console.log(`${FONT_SUBSET}: ${font.length} bytes (from ${readFileSync(FONT_SOURCE).length})`)
}
