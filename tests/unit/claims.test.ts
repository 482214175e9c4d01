// The claims registry (app/content/claims.ts) and the pages agree: the result figures reach the
// messages only as placeholders filled from the registry, every message that states a figure is
// registered, "10× faster content reviews" stays in search-engine copy, and a recorded basis is shown.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  type Claim,
  claimBases,
  claimFigure,
  claims,
  formatFigure,
  unsupportedClaims,
} from '../../app/content/claims.ts'
import { CLAIMS } from '../../app/calculator/model.ts'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

const languages = [
  ['en', en],
  ['de', de],
] as const
const messageEntries = (messages: Record<string, string>) =>
  Object.entries(messages).filter(([key]) => !key.startsWith('$'))
const registered = Object.values(claims) as readonly Claim[]
const registeredKeys = new Set(registered.flatMap((claim) => claim.sources))
/** A figure in copy: "70 %", "70%", "3×", "10-mal", "dreimal", "three times". */
const FIGURE = /\d[\s\u00a0\u202f]?(%|×)|\d+-mal\b|\b(zwei|drei|vier|zehn)mal\b|\b(two|three|ten) times\b/i

describe('claims registry', () => {
  it('formats figures per language: English 70%, German 70 % with a non-breaking space, 3× in both', () => {
    expect(formatFigure({ kind: 'percent', value: 70 }, 'en')).toBe('70%')
    expect(formatFigure({ kind: 'percent', value: 70 }, 'de')).toBe('70\u00a0%')
    expect(formatFigure({ kind: 'factor', value: 3 }, 'de')).toBe('3×')
  })

  it('words each figure claim with its own figure in both languages', () => {
    for (const claim of registered) {
      if (!claim.figure) continue
      expect(claim.wording.en).toContain(formatFigure(claim.figure, 'en'))
      expect(claim.wording.de).toContain(formatFigure(claim.figure, 'de'))
    }
  })

  it('gives the calculator its claims as numbers', () => {
    expect(CLAIMS).toEqual({
      contentCreationSpeedup: 0.7,
      feedbackLoopDivisor: 3,
      approvalReductionMax: 0.6,
      resourceReduction: 0.4,
    })
  })

  it.each(languages)('is the only source of the result figures in the %s messages', (_, messages) => {
    const texts: Record<string, string> = messages
    for (const claim of registered) {
      if (!claim.figure) continue
      for (const key of claim.sources) {
        expect(texts[key], key).toMatch(/\{\w+\}/)
        expect(texts[key], key).not.toMatch(FIGURE)
      }
    }
  })

  it.each(languages)('knows every %s message that states a figure', (_, messages) => {
    const unregistered = messageEntries(messages)
      .filter(([key, text]) => FIGURE.test(text) && !registeredKeys.has(key))
      .map(([key]) => key)
    expect(unregistered).toEqual([])
  })

  it('names only message keys that exist, or content files', () => {
    for (const key of registeredKeys) {
      if (key.startsWith('app/')) continue
      expect(Object.keys(en), key).toContain(key)
      expect(Object.keys(de), key).toContain(key)
    }
  })

  it('keeps "10× faster content reviews" in search-engine copy only', () => {
    expect(claims.contentReviews.searchOnly).toBe(true)
    expect(claims.contentReviews.sources).toEqual(['seo_product_description'])
    // No other message words it, so no visible text can.
    for (const [, messages] of languages) {
      const others = messageEntries(messages).filter(
        ([key, text]) => key !== 'seo_product_description' && /content[ -]reviews/i.test(text),
      )
      expect(others).toEqual([])
    }
    // Only the page head reads that message.
    const readers = sourceFiles('app').filter(
      (file) => file !== 'app/content/claims.ts' && readFileSync(file, 'utf8').includes('seo_product_description'),
    )
    expect(readers).toEqual(['app/seo/head.ts'])
  })

  it('fills the pages from the registry: a changed figure changes the page', () => {
    expect(claimFigure('contentCreation', 'de')).toBe('70\u00a0%')
    expect(claimFigure('contentReviews', 'en')).toBe('10×')
  })

  it('shows a basis only where evidence is recorded', () => {
    expect(claimBases(['contentCreation', 'approvals'], 'en')).toEqual([])
    const recorded: Record<string, Claim> = {
      ...claims,
      contentCreation: {
        ...claims.contentCreation,
        evidence: {
          source: { en: 'Time tracking at pilot customers', de: 'Zeiterfassung bei Pilotkunden' },
          sample: '12 teams',
          period: 'Jan–Jun 2026',
        },
      },
    }
    expect(claimBases(['contentCreation', 'approvals'], 'de', recorded)).toEqual([
      {
        claim: '70\u00a0% schnellere Content-Erstellung',
        source: 'Zeiterfassung bei Pilotkunden',
        sample: '12 teams',
        period: 'Jan–Jun 2026',
      },
    ])
    expect(unsupportedClaims(recorded).map(({ id }) => id)).not.toContain('contentCreation')
    expect(unsupportedClaims().map(({ id }) => id)).toContain('contentCreation')
  })
})

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith('app/paraglide'))
}

describe('docs/legal.md section 4', () => {
  it('names every claim of the registry, and only those', () => {
    const legal = readFileSync('docs/legal.md', 'utf8')
    const section = legal.slice(legal.indexOf('## 4. Claims'))
    const table = section.slice(section.indexOf('| claims (registry ids)'))
    const named = [...table.matchAll(/`(\w+)`/g)].map((match) => match[1]).sort()
    expect(named).toEqual(Object.keys(claims).sort())
  })
})
