// Typography and terms that can be checked mechanically (docs/copy-style.md): every message, every
// article (body and front matter) and the bilingual texts in app/content, per language.
import { describe, expect, it } from 'vitest'
import {
  articleTexts,
  contentTexts,
  type Locale,
  messageTexts as allMessageTexts,
  type Text,
} from '../../scripts/lib/site-copy.ts'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

// The figures of the company's claims (40 %, 2×, 1.7 times as fast, 3×, up to 60 %, the calculator's
// assumption) are worded and typeset in the claims registry, not here.
const CLAIM_KEYS = new Set([
  'home_result_resources_value',
  'home_result_conversion_value',
  'home_result_speed_value',
  'home_result_loops_value',
  'home_result_approvals_value',
  'pages_about_story_p3',
  'pages_about_value_compliance_text',
  'pages_calc_how_product',
  'pages_calc_how_budget',
  'seo_home_description',
  'seo_product_description',
])

const messageTexts = (messages: Record<string, string>): Text[] => allMessageTexts(messages, CLAIM_KEYS)

const texts = (locale: Locale, messages: Record<string, string>) => [
  ...messageTexts(messages),
  ...articleTexts(locale),
  ...contentTexts(locale),
]
const offending = (all: Text[], pattern: RegExp) => all.filter(([, text]) => pattern.test(text)).map(([where]) => where)

/** A number or a message placeholder (`{percent}`) directly before a unit. */
const NUMBER = String.raw`(?:\d|\})`
/** German units of time, written out ("Minuten", "Tage"): the whole word, in any case form. */
const TIME_UNIT = String.raw`(?:Sekunden?|Minuten?|Stunden?|Tage?n?|Wochen?|Monate?n?|Jahre?n?)(?!\p{L})`

/**
 * A section reference with a normal space, which lets "§" or "Art." end a line apart from its number:
 * "§ 10", "§§ 1–4", "Art. 6", "Abs. 1", "Nr. 2", "lit. a", "Satz 2", "section 25", "Article 50".
 */
const SECTION_REFERENCE =
  /(?<!\p{L})(?:§§?|Art\.|Artikel|Abs\.|UAbs\.|Nr\.|lit\.|Satz|no\.|[Ss]ections?|Articles?) (?=[\d{]|[a-z](?!\p{L}))/u

describe.each([
  ['en', texts('en', en)],
  ['de', texts('de', de)],
] as const)('%s copy', (_, all) => {
  it('writes factors with the multiplication sign (3×, not 3x)', () => {
    expect(offending(all, /\d ?x\b/)).toEqual([])
  })

  it('writes an ellipsis as one character', () => {
    expect(offending(all, /\.\.\./)).toEqual([])
  })

  it('writes a dash between words as a spaced en dash, not a hyphen', () => {
    expect(offending(all, /\S - \S/)).toEqual([])
  })

  it('keeps a section reference on one line: a non-breaking space after §, Art., Abs., Nr., section (§ 10, Art. 6)', () => {
    expect(offending(all, SECTION_REFERENCE)).toEqual([])
  })
})

describe('English copy', () => {
  const all = texts('en', en)

  it('writes percentages without a space (70%)', () => {
    expect(offending(all, new RegExp(`${NUMBER}[ \\u00a0\\u202f]%`))).toEqual([])
  })

  it('uses curly apostrophes and quotes (’, “…”) in messages and articles, front matter included', () => {
    expect(offending([...messageTexts(en), ...articleTexts('en')], /['"]/)).toEqual([])
  })
})

describe('German copy', () => {
  const all = texts('de', de)

  it('puts a non-breaking space between a number and %, € or an abbreviated unit (60 %, 6 Std., 6 Min.)', () => {
    expect(offending(all, new RegExp(`${NUMBER}[ \\u202f]?(?:%|‰|€|Std\\.|Min\\.|Mio\\.|Mrd\\.|h\\b)`))).toEqual([])
  })

  it('puts a non-breaking space between a number and a written-out unit of time (30 Minuten, {days} Tage)', () => {
    expect(offending(all, new RegExp(`${NUMBER}[ \\u202f]?${TIME_UNIT}`, 'u'))).toEqual([])
  })

  it('uses a legal detail only where its written form fits: no dative preposition before it (nach [30 Tage])', () => {
    expect(
      offending(messageTexts(de), /\b(?:nach|von|seit|mit|bei|binnen|aus|zu|vor)\s+\{(?:logRetention|unconfirmed)\}/),
    ).toEqual([])
  })

  it('uses German quotation marks („…“), not straight ones, in running text', () => {
    expect(
      offending([...messageTexts(de), ...articleTexts('de').filter(([where]) => where.endsWith('.md'))], /"/),
    ).toEqual([])
  })

  it('puts a space before an ellipsis that ends a word (angemeldet …)', () => {
    expect(offending(all, /\p{L}…/u)).toEqual([])
  })

  it('writes decimals with a comma (1,7, not 1.7); licence versions keep their point', () => {
    expect(offending(all, /(?<![\d.]|License )\d\.\d(?![\d.])/)).toEqual([])
  })

  it('says Fußzeile, not Footer', () => {
    expect(offending(all, /Footer/)).toEqual([])
  })

  it('says Assets, not Content-Stücke', () => {
    expect(offending(all, /Content-Stück/)).toEqual([])
  })

  it('says Compliance-Prüfung, not Compliance-Check', () => {
    expect(offending(all, /Compliance-Check/)).toEqual([])
  })

  it('writes Dos und Don’ts, not Do’s', () => {
    expect(offending(all, /Do['’]s\b/)).toEqual([])
  })
})
