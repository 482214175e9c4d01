// The claims registry (app/content/claims.ts) and the pages agree: the result figures reach the
// messages only as placeholders filled from the registry, "10× faster content reviews" stays in the
// meta description (never visible text or a link preview), and a recorded basis is shown, numbered.
// That every figure and absolute claim of the copy is registered: claims-in-copy.test.ts.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  type Claim,
  claimFigure,
  claimNotes,
  claims,
  formatFigure,
  unsupportedClaims,
} from '../../app/content/claims.ts'
import { readSiteConfig } from '../../app/config/site.ts'
import { routeTable } from '../../app/i18n/route-table.ts'
import { overwriteGetLocale } from '../../app/paraglide/runtime.js'
import { pageHead, type StaticRoute } from '../../app/seo/head.ts'
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
/** A figure in copy: "70 %", "70%", "3×", "⅓" or "1⁄3", "10-mal", "dreimal", "three times". */
const FIGURE =
  /\d[\s\u00a0\u202f]?(%|×)|[½⅓¼⅕⅙⅛⅒]|\d\u2044\d|\d+-mal\b|\b(zwei|drei|vier|zehn)mal\b|\b(two|three|ten) times\b/i

describe('claims registry', () => {
  it('formats figures per language: English 70%, German 70 % with a non-breaking space, 3× in both', () => {
    expect(formatFigure({ kind: 'percent', value: 70 }, 'en')).toBe('70%')
    expect(formatFigure({ kind: 'percent', value: 70 }, 'de')).toBe('70\u00a0%')
    expect(formatFigure({ kind: 'factor', value: 3 }, 'de')).toBe('3×')
    // "3× fewer": German says what remains.
    expect(formatFigure({ kind: 'fewer', value: 3 }, 'en')).toBe('3×')
    // With the fraction slash (U+2044), which Inter sets as a fraction: its subset has no "⅓" glyph.
    expect(formatFigure({ kind: 'fewer', value: 3 }, 'de')).toBe('1\u20443')
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

  it('keeps "10× faster content reviews" in search-engine copy only', () => {
    expect(claims.contentReviews.searchOnly).toBe(true)
    expect(claims.contentReviews.sources).toEqual(['seo_product_description_claim'])
    // No other message words it, so no visible text can.
    for (const [, messages] of languages) {
      const others = messageEntries(messages).filter(
        ([key, text]) => key !== 'seo_product_description_claim' && /content[ -]reviews/i.test(text),
      )
      expect(others).toEqual([])
    }
    // Only the page head reads that message.
    const readers = sourceFiles('app').filter(
      (file) =>
        file !== 'app/content/claims.ts' && readFileSync(file, 'utf8').includes('seo_product_description_claim'),
    )
    expect(readers).toEqual(['app/seo/head.ts'])
  })

  // Link previews (LinkedIn, Slack, Teams, WhatsApp) show og:description and twitter:description as
  // text on the card: a claim the spec keeps for search engines stays in the meta description.
  it.each(['en', 'de'] as const)(
    'puts a search-only claim into the meta description, never into a link preview (%s)',
    (locale) => {
      overwriteGetLocale(() => locale)
      try {
        const site = readSiteConfig({})
        const searchOnly = Object.values(claims as Record<string, Claim>).filter((claim) => claim.searchOnly)
        expect(searchOnly.length).toBeGreaterThan(0)
        const routes = Object.keys(routeTable).filter((route) => !route.includes('$')) as StaticRoute[]
        let inMeta = 0
        for (const route of routes) {
          const meta = pageHead(route, site).meta
          const content = (name: string) => {
            const entry = meta.find(
              (item) => ('name' in item && item.name === name) || ('property' in item && item.property === name),
            )
            return entry && 'content' in entry ? entry.content : ''
          }
          for (const claim of searchOnly) {
            const figure = claim.figure ? formatFigure(claim.figure, locale) : claim.wording[locale]
            for (const preview of ['og:description', 'twitter:description'])
              expect(content(preview), `${route} ${preview}`).not.toContain(figure)
            if (content('description').includes(figure)) inMeta++
          }
        }
        expect(inMeta).toBe(searchOnly.length)
      } finally {
        overwriteGetLocale(() => 'en')
      }
    },
  )

  it('fills the pages from the registry: a changed figure changes the page', () => {
    expect(claimFigure('contentCreation', 'de')).toBe('70\u00a0%')
    expect(claimFigure('contentReviews', 'en')).toBe('10×')
  })

  it('shows a basis only where evidence is recorded, numbered in the section’s order', () => {
    expect(claimNotes(['contentCreation', 'approvals'], 'en')).toEqual([])
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
    expect(claimNotes(['approvals', 'contentCreation'], 'de', recorded)).toEqual([
      {
        id: 'contentCreation',
        number: 1,
        claim: '70\u00a0% schnellere Content-Erstellung',
        source: 'Zeiterfassung bei Pilotkunden',
        sample: '12 teams',
        period: 'Jan–Jun 2026',
      },
    ])
    const both = {
      ...recorded,
      approvals: { ...claims.approvals, evidence: recorded.contentCreation?.evidence ?? null },
    }
    expect(
      claimNotes(['approvals', 'contentCreation', 'approvals'], 'en', both).map(({ id, number }) => [id, number]),
    ).toEqual([
      ['approvals', 1],
      ['contentCreation', 2],
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
