// The claims registry (app/content/claims.ts) and the pages agree: the result figures reach the
// messages only as placeholders filled from the registry, no page's description states a figure the
// registry does not list for that page, and a recorded basis is shown, numbered.
// That every figure and absolute claim of the copy is registered: claims-in-copy.test.ts.
import { readFileSync } from 'node:fs'
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
const registered = Object.values(claims) as readonly Claim[]
/** A figure in copy: "70 %", "70%", "3×", "⅓" or "1⁄3", "10-mal", "1,7-fache", "dreimal", "three times", "1.7 times". */
const FIGURE =
  /\d[\s\u00a0\u202f]?(%|×)|[½⅓¼⅕⅙⅛⅒]|\d\u2044\d|\d+-(mal|fach)|\b(zwei|drei|vier|zehn)mal\b|\b(two|three|ten) times\b|\d times\b/i

describe('claims registry', () => {
  it('formats figures per language: English 70%, German 70 % with a non-breaking space, 3× in both', () => {
    expect(formatFigure({ kind: 'percent', value: 70 }, 'en')).toBe('70%')
    expect(formatFigure({ kind: 'percent', value: 70 }, 'de')).toBe('70\u00a0%')
    expect(formatFigure({ kind: 'factor', value: 3 }, 'de')).toBe('3×')
    // "3× fewer": German says what remains.
    expect(formatFigure({ kind: 'fewer', value: 3 }, 'en')).toBe('3×')
    // With the fraction slash (U+2044), which Inter sets as a fraction: its subset has no "⅓" glyph.
    expect(formatFigure({ kind: 'fewer', value: 3 }, 'de')).toBe('1\u20443')
    // A speed is the number alone: the message says "times as fast" / „-mal so schnell“.
    expect(formatFigure({ kind: 'speed', value: 1.7 }, 'en')).toBe('1.7')
    expect(formatFigure({ kind: 'speed', value: 1.7 }, 'de')).toBe('1,7')
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
      contentCreationSpeed: 1.7,
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

  // "70 % faster" is also read as "70 % less time"; "1.7 times as fast" has one reading.
  it.each(languages)('words the speed claim as a multiple of the speed, never as "N % faster" (%s)', (_, messages) => {
    const texts: Record<string, string> = messages
    for (const key of claims.contentCreation.sources) {
      if (key in texts) expect(texts[key], key).toMatch(/\{(speed|figure)\}(×|-fache| times as fast|-mal so schnell)/)
    }
  })

  // A search snippet cannot carry a figure's basis note, and "10× faster reviews" contradicted the
  // visible "up to 60 % shorter approvals": a description states only figures its own page shows.
  it.each(['en', 'de'] as const)('states in a page description only a figure the page itself claims (%s)', (locale) => {
    overwriteGetLocale(() => locale)
    try {
      const site = readSiteConfig({})
      const routes = Object.keys(routeTable).filter((route) => !route.includes('$')) as StaticRoute[]
      for (const route of routes) {
        const meta = pageHead(route, site).meta
        const description =
          meta.flatMap((item) => ('name' in item && item.name === 'description' ? [item.content] : []))[0] ?? ''
        let rest = description
        for (const claim of registered.filter((own) => own.pages.includes(route)))
          rest = rest.replace(claim.figure ? formatFigure(claim.figure, locale) : claim.wording[locale], '')
        expect(rest, route).not.toMatch(FIGURE)
      }
      const product = pageHead('/product', site).meta
      expect(JSON.stringify(product)).not.toMatch(/10×|10x/)
    } finally {
      overwriteGetLocale(() => 'en')
    }
  })

  it('fills the pages from the registry: a changed figure changes the page', () => {
    expect(claimFigure('contentCreation', 'de')).toBe('1,7')
    expect(claimFigure('conversion', 'en')).toBe('2×')
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
        claim: 'Teams erstellen Inhalte 1,7-mal so schnell',
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

describe('docs/legal.md section 4', () => {
  it('names every claim of the registry, and only those', () => {
    const legal = readFileSync('docs/legal.md', 'utf8')
    const section = legal.slice(legal.indexOf('## 4. Claims'))
    const table = section.slice(section.indexOf('| claims (registry ids)'))
    const named = [...table.matchAll(/`(\w+)`/g)].map((match) => match[1]).sort()
    expect(named).toEqual(Object.keys(claims).sort())
  })
})
