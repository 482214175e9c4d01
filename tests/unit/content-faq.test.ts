import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FaqEntrySchema, FaqSchema, faqItems } from '../../app/content/faq.ts'
import { faqFor, sanitizeFaqHtml } from '../../app/faq/faq.server.ts'
import { matchLocalizedPath } from '../../app/i18n/paths.ts'

const locales = ['en', 'de'] as const
const htmlOf = (entry: v.InferOutput<typeof FaqEntrySchema>) => ('answerHtml' in entry ? entry.answerHtml : null)

describe('FAQ content', () => {
  it('validates against its schema', () => {
    const result = v.safeParse(FaqSchema, faqItems)
    expect(result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? []).toEqual([])
  })

  it('has 6 to 9 items with unique ids, translated into German', () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(6)
    expect(faqItems.length).toBeLessThanOrEqual(9)
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(faqItems.length)
    for (const item of faqItems) expect(item.de.question).not.toBe(item.en.question)
  })

  // The question the site's own checklist tells buyers to ask a vendor (Art. 50(2) AI Act): answered
  // for this platform in both languages, naming the article it follows.
  it('answers how the platform marks AI-generated content, citing Art. 50 of the AI Act', () => {
    const item = faqItems.find((entry) => entry.id === 'ai-marking')
    expect(item?.en.question).toMatch(/AI-generated/)
    expect(item?.de.question).toMatch(/KI-generiert/)
    for (const locale of locales) {
      const entry = item?.[locale]
      const text = entry && ('answer' in entry ? entry.answer : entry.answerHtml)
      expect(text, locale).toMatch(locale === 'en' ? /Art\.\s50\(2\)/ : /Art\.\s50\sAbs\.\s2/)
      expect(text, locale).toMatch(locale === 'en' ? /machine-readable/ : /maschinenlesbar/)
    }
  })

  it('accepts exactly one of answer and answerHtml', () => {
    expect(v.is(FaqEntrySchema, { question: 'Q?', answer: 'A.' })).toBe(true)
    expect(v.is(FaqEntrySchema, { question: 'Q?', answerHtml: '<p>A.</p>' })).toBe(true)
    expect(v.is(FaqEntrySchema, { question: 'Q?', answer: 'A.', answerHtml: '<p>A.</p>' })).toBe(false)
    expect(v.is(FaqEntrySchema, { question: 'Q?' })).toBe(false)
    expect(v.is(FaqEntrySchema, { question: ' ', answer: 'A.' })).toBe(false)
  })

  it('uses only markup the sanitiser keeps, so nothing an author wrote is silently dropped', () => {
    for (const item of faqItems) {
      for (const locale of locales) {
        const html = htmlOf(item[locale])
        if (html !== null) expect(sanitizeFaqHtml(html), `${item.id}/${locale}`).toBe(html)
      }
    }
  })

  it('links internally only to pages that exist in the answer’s language', () => {
    for (const item of faqItems) {
      for (const locale of locales) {
        const hrefs = [...(htmlOf(item[locale]) ?? '').matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '')
        for (const href of hrefs.filter((h) => h.startsWith('/'))) {
          expect(matchLocalizedPath(href)?.locale, `${item.id}/${locale}: ${href}`).toBe(locale)
        }
      }
    }
  })

  it('serves every item per language, HTML answers sanitised', () => {
    for (const locale of locales) {
      const items = faqFor(locale)
      expect(items.map((item) => item.id)).toEqual(faqItems.map((item) => item.id))
      expect(items.map((item) => item.question)).toEqual(faqItems.map((item) => item[locale].question))
    }
  })
})

describe('FAQ sanitiser', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitizeFaqHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script> <img src="x" onerror="alert(1)"> <a href="javascript:alert(1)">bad</a> <a href="JaVaScRiPt:alert(1)" onmouseover="x()">worse</a></p>',
    )
    expect(html).not.toMatch(/<script|alert|onclick|onerror|onmouseover|javascript:|<img/i)
    expect(html).toContain('<p>Hi')
    expect(html).toContain('bad</a>')
  })

  it('keeps the allowed structure and protects external links', () => {
    const html = sanitizeFaqHtml(
      '<p>A <strong>b</strong> <em>c</em><br></p><ul><li>d</li></ul><a href="/product">ours</a> <a href="https://example.org" target="_blank">theirs</a><iframe src="https://example.org"></iframe><style>p{}</style>',
    )
    expect(html).toBe(
      '<p>A <strong>b</strong> <em>c</em><br /></p><ul><li>d</li></ul><a href="/product">ours</a> <a href="https://example.org" rel="noopener noreferrer">theirs</a>',
    )
  })
})
