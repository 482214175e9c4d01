// The self-hosted font is a subset (scripts/content/font-subset.ts): every character the copy uses must be in it,
// and the committed file must be what the script makes from the installed Fontsource file.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FONT_CHARACTERS, FONT_SUBSET, interSubset } from '../../scripts/content/font-subset.ts'

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? textFiles(join(dir, entry.name)) : /\.(md|json|ts)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  )
}

describe('font subset', () => {
  it('holds every character of the messages and the content', () => {
    const covered = new Set(FONT_CHARACTERS)
    const missing = new Map<string, string>()
    for (const file of ['messages/en.json', 'messages/de.json', ...textFiles('content')]) {
      for (const character of readFileSync(file, 'utf8')) {
        // Line breaks and tabs are never drawn.
        if (character === '\n' || character === '\r' || character === '\t' || covered.has(character)) continue
        missing.set(character, file)
      }
    }
    const report = [...missing].map(([character, file]) => `U+${character.codePointAt(0)?.toString(16).toUpperCase()} "${character}" in ${file}`)
    expect(report, 'add these to FONT_CHARACTERS and run `npm run fonts`').toEqual([])
  })

  // Subsetting runs HarfBuzz over the whole font: seconds of CPU, far more on a busy host.
  it('is the file `npm run fonts` makes', { timeout: 60_000 }, async () => {
    const made = await interSubset()
    expect(made.equals(readFileSync(FONT_SUBSET)), 'run `npm run fonts` and commit app/fonts/').toBe(true)
  })
})
