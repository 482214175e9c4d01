// Every figure and every absolute claim the copy states is in the claims registry
// (app/content/claims.ts), or listed there as not a claim, with the reason: in the messages, the
// company content (FAQ, team, jobs, partners: also the FAQ's and the jobs' JSON-LD), the articles
// (body, by section, and front matter: also their meta, og:, twitter: descriptions and JSON-LD) and the
// head each page gets (meta, og:, twitter: descriptions, JSON-LD). Not read: the legal texts, which say
// what the site does and go to a lawyer (docs/legal.md), and the calculator's results, which are
// computed and never written into a message. A figure the registry does not know fails here, so the
// registry stays complete; a source or exception that no longer exists fails too, so it stays current.
import { describe, expect, it } from 'vitest'
import { type Claim, type ClaimKind, claims, notClaims } from '../../app/content/claims.ts'
import { faqItems } from '../../app/content/faq.ts'
import { jobs } from '../../app/content/jobs.ts'
import { partners } from '../../app/content/partners.ts'
import { mentors, teamMembers } from '../../app/content/team.ts'
import { readSiteConfig } from '../../app/config/site.ts'
import { routeTable } from '../../app/i18n/route-table.ts'
import { overwriteGetLocale } from '../../app/paraglide/runtime.js'
import { pageHead, type StaticRoute } from '../../app/seo/head.ts'
import { loadBlogContent } from '../../db/seed.ts'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

type Locale = 'en' | 'de'
const messages: Record<Locale, Record<string, string>> = { en, de }

/**
 * What counts as a claim. Quantified: a share, a factor (or the share that remains, "⅓"), a time in
 * minutes or hours, an amount of money. Absolute: GDPR compliance, hosting in the EU, no training on
 * customer data, encryption, a data processing agreement, trained partners. Counts ("twice", "20
 * links") and periods in days or weeks are not figures of a claim.
 */
const PATTERNS: Record<ClaimKind, readonly RegExp[]> = {
  quantified: [
    /\d[\d.,]*[\s\u00a0\u202f]?(?:%|Prozent\b|per ?cent\b)/gi,
    /\d+[\s\u00a0]?×|\b\d+x\b|\d+-mal\b|\d+-fach\w*|\d[\d.,]* times (?:as|faster|more|higher|fewer|less|the)\b|\b(?:zwei|drei|vier|fünf|zehn)mal so\b|\bdoppelt so\b|\b(?:two|three|four|five|ten) times (?:as|faster|more|higher|fewer|less)\b|\btwice as\b|[½⅓¼⅕⅙⅛⅒]|\d\u2044\d/gi,
    /\d+[\s\u00a0]?(?:minutes?|Minuten|min\b|Min\.|hours?|Stunden|Std\.|h\b)/gi,
    /€[\s\u00a0]?\d|\d[\s\u00a0]?€|\bEUR[\s\u00a0]?\d|\d[\d.,]*[\s\u00a0]?(?:euros?|Euro)\b/gi,
  ],
  absolute: [
    /GDPR[- ]compliant|compliant with the GDPR|DSGVO-konform\w*|(?:data )?processing under the GDPR|Datenverarbeitung nach (?:der )?DSGVO/gi,
    /(?:server\w*|host\w*|gehostet|liegen|stored|run\w*|läuft|betrieben|verarbeitet|processed)[^.;:|?]{0,40}\b(?:in the EU|in der EU|European|europäisch\w*)/gi,
    /(?:not|never) used (?:to|for) train\w*|no training on|nicht zum Training|kein Training|Verzicht auf Training|Training mit (?:Ihren|Kunden)daten/gi,
    /encrypt\w*|verschlüssel\w*/gi,
    /data processing agreement|Auftragsverarbeitungsvertrag/gi,
    /(?:every|each) partner is trained|Jeder Partner ist [^.]*geschult/gi,
    /as AI-generated in a machine-readable way|maschinenlesbar als KI-generiert/gi,
  ],
}

const LEGAL_TEXT = /^pages_(?:privacy|cookies|imprint|third_party_terms|legal)_/

interface Hit {
  /** In the form of the registry's sources: a message key, a content entry, an article's section. */
  where: string
  kind: ClaimKind
  found: string
}

function hitsIn(where: string, text: string): Hit[] {
  return (Object.keys(PATTERNS) as ClaimKind[]).flatMap((kind) =>
    PATTERNS[kind].flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ where, kind, found: match[0] }))),
  )
}

const messageHits = (): Hit[] =>
  (['en', 'de'] as const).flatMap((locale) =>
    Object.entries(messages[locale])
      .filter(([key]) => !key.startsWith('$') && !LEGAL_TEXT.test(key))
      .flatMap(([key, text]) => hitsIn(key, text)),
  )

/** Every string of an entry of the company content, under its `app/content/<file>.ts (<id>)`. */
const contentEntries: Array<[file: string, entries: ReadonlyArray<{ id: string }>]> = [
  ['faq', faqItems],
  ['team', [...teamMembers, ...mentors]],
  ['jobs', jobs],
  ['partners', partners],
]
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}
const contentHits = (): Hit[] =>
  contentEntries.flatMap(([file, entries]) =>
    entries.flatMap((entry) =>
      strings(entry)
        .filter((text) => text !== entry.id)
        .flatMap((text) => hitsIn(`app/content/${file}.ts (${entry.id})`, text)),
    ),
  )

/** An article's body by its level-2 sections, and its front matter's texts. */
const articles = loadBlogContent()
function articleParts(): Array<[where: string, text: string]> {
  return articles.flatMap((article) => {
    const file = `content/blog/${article.id}/${article.locale}.md`
    const parts: Array<[string, string]> = Object.entries(article.frontmatter)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, text]) => [`${file} ${field}`, text])
    let section = `${file} § (introduction)`
    for (const line of article.markdown.split('\n')) {
      const heading = /^## (.+)$/.exec(line)?.[1]
      if (heading) section = `${file} § ${heading.trim()}`
      parts.push([section, line])
    }
    return parts
  })
}
const articleHits = (): Hit[] => articleParts().flatMap(([where, text]) => hitsIn(where, text))

const registry = claims as Record<string, Claim>
const exceptions = new Set(notClaims.map((entry) => entry.where))
const registered = (hit: Hit) =>
  exceptions.has(hit.where) ||
  Object.values(registry).some((claim) => claim.kind === hit.kind && claim.sources.includes(hit.where))

const unregistered = (hits: Hit[]) =>
  hits.filter((hit) => !registered(hit)).map((hit) => `${hit.where}: ${hit.kind} “${hit.found}”`)

describe('the claims registry is complete', () => {
  it('knows every figure and absolute claim in the messages (the legal texts aside)', () => {
    expect(unregistered(messageHits())).toEqual([])
  })

  it('knows every figure and absolute claim in the company content (FAQ, team, jobs, partners)', () => {
    expect(unregistered(contentHits())).toEqual([])
  })

  it('knows every figure and absolute claim in the articles, by section, and in their front matter', () => {
    expect(unregistered(articleHits())).toEqual([])
  })

  // The head each page gets, as its loader builds it: the meta description, the link previews' og:
  // and twitter: descriptions, the JSON-LD. A figure there must be one of a claim the page states.
  it.each(['en', 'de'] as const)('knows every figure and absolute claim in the pages’ heads (%s)', (locale) => {
    overwriteGetLocale(() => locale)
    try {
      const site = readSiteConfig({})
      const routes = Object.keys(routeTable).filter((route) => !route.includes('$')) as StaticRoute[]
      const found: string[] = []
      for (const route of routes) {
        const head = pageHead(route, site)
        const texts = [
          ...head.meta.flatMap((entry) =>
            ('name' in entry && /description$/.test(String(entry.name))) ||
            ('property' in entry && /description$/.test(String(entry.property)))
              ? [String(entry.content)]
              : [],
          ),
          ...head.scripts.map((script) => script.children),
        ]
        for (const hit of texts.flatMap((text) => hitsIn(route, text))) {
          const stated = Object.values(registry).some(
            (claim) =>
              claim.kind === hit.kind && claim.pages.some((page) => page === route || page.startsWith('every page')),
          )
          if (!stated) found.push(`${route}: ${hit.kind} “${hit.found}”`)
        }
      }
      expect(found).toEqual([])
    } finally {
      overwriteGetLocale(() => 'en')
    }
  })

  it('fails on a figure it does not know: the detector finds each kind', () => {
    const probe = (text: string) => hitsIn('probe', text).map((hit) => hit.kind)
    expect(probe('Cut review time by 45%')).toEqual(['quantified'])
    expect(probe('Freigaben 45 % schneller')).toEqual(['quantified'])
    expect(probe('5× more output')).toEqual(['quantified'])
    expect(probe('nur noch ⅓ der Schleifen')).toEqual(['quantified'])
    expect(probe('nur noch 1\u20443 der Schleifen')).toEqual(['quantified'])
    expect(probe('three times faster')).toEqual(['quantified'])
    expect(probe('content 1.7 times as fast')).toEqual(['quantified'])
    expect(probe('die 1,7-fache Geschwindigkeit')).toEqual(['quantified'])
    expect(probe('set up in 10 minutes')).toEqual(['quantified'])
    expect(probe('saves €20,000 a year')).toEqual(['quantified'])
    expect(probe('spart 20.000 € im Jahr')).toEqual(['quantified'])
    expect(probe('fully GDPR compliant')).toEqual(['absolute'])
    expect(probe('läuft auf Servern in der EU')).toEqual(['absolute'])
    expect(probe('Your prompts are never used to train models')).toEqual(['absolute'])
    expect(unregistered(hitsIn('home_intro', 'Now 45% faster.'))).toEqual(['home_intro: quantified “45%”'])
    // Counts and periods are not figures of a claim.
    expect(probe('send us up to 20 links; returning within 30 or 90 days; nicht zweimal auftauchen')).toEqual([])
    expect(probe('remote work within the EU')).toEqual([])
  })
})

describe('the claims registry is current', () => {
  const messageKeys = new Set(Object.keys(en))
  const contentIds = new Set(
    contentEntries.flatMap(([file, entries]) => entries.map((entry) => `app/content/${file}.ts (${entry.id})`)),
  )
  const articleSections = new Set(articleParts().map(([where]) => where))
  const exists = (where: string) =>
    (messageKeys.has(where) && where in de) || contentIds.has(where) || articleSections.has(where)

  it('names only sources that exist: message keys in both files, content entries, article sections', () => {
    const sources = Object.values(registry).flatMap((claim) => claim.sources)
    expect(sources.filter((where) => !exists(where))).toEqual([])
    expect(notClaims.filter((entry) => !exists(entry.where)).map((entry) => entry.where)).toEqual([])
  })

  it('lists an exception only while it has a figure to excuse', () => {
    const hits = [...messageHits(), ...contentHits(), ...articleHits()]
    expect(notClaims.filter((entry) => !hits.some((hit) => hit.where === entry.where)).map((e) => e.where)).toEqual([])
  })

  it('words each claim without a figure as its pages do: the wording is in one of its sources', () => {
    const textOf = (where: string, locale: Locale): string => {
      if (messageKeys.has(where)) return messages[locale][where] ?? ''
      const content = contentEntries.flatMap(([file, entries]) =>
        entries.filter((entry) => `app/content/${file}.ts (${entry.id})` === where).flatMap((entry) => strings(entry)),
      )
      if (content.length > 0) return content.join('\n')
      return articleParts()
        .filter(([part]) => part === where)
        .map(([, text]) => text)
        .join('\n')
    }
    for (const [id, claim] of Object.entries(registry)) {
      if (claim.figure) continue
      for (const locale of ['en', 'de'] as const)
        expect(
          claim.sources.some((where) => textOf(where, locale).includes(claim.wording[locale])),
          `${id} (${locale}): “${claim.wording[locale]}”`,
        ).toBe(true)
    }
  })
})
