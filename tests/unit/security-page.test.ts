// The security and compliance page (app/company/SecurityPage.tsx): every statement on it is a claim
// of the registry (app/content/claims.ts), so its basis is recorded in one place and shown beside it;
// the company's and providers' details come from app/content/legal-entity.ts; the certification slot
// says honestly that there is none while app/content/proof.ts lists none.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { type Claim, claims } from '../../app/content/claims.ts'
import { legalDetails } from '../../app/content/legal-entity.ts'
import { certifications } from '../../app/content/proof.ts'
import { SecurityPage } from '../../app/company/SecurityPage.tsx'
import { overwriteGetLocale } from '../../app/paraglide/runtime.js'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

/** The page's texts that state no fact about the platform: where certificates go, whom to write to. */
const NOT_STATEMENTS = new Set(['pages_security_certifications_text', 'pages_security_contact_text'])
const sources = new Set(Object.values(claims as Record<string, Claim>).flatMap((claim) => claim.sources))

afterEach(() => overwriteGetLocale(() => 'en'))

describe('security and compliance page', () => {
  it('states only what the claims registry records, each statement a source of a claim', () => {
    const statements = Object.keys(en).filter(
      (key) => /^pages_security_\w+_text$/.test(key) && !NOT_STATEMENTS.has(key),
    )
    expect(statements.length).toBeGreaterThanOrEqual(9)
    expect(statements.filter((key) => !sources.has(key))).toEqual([])
  })

  it.each([
    ['en', en],
    ['de', de],
  ] as const)('renders every topic with the entity’s details (%s)', (locale, text) => {
    overwriteGetLocale(() => locale)
    const html = renderToStaticMarkup(createElement(SecurityPage))
    const texts: Record<string, string> = text
    const topics = Object.keys(texts).filter((key) => /^pages_security_\w+_title$/.test(key))
    expect(topics.length).toBeGreaterThanOrEqual(8)
    // Headings keep compounds whole in a no-wrap span: compare the heading's text.
    const headings = html.replace(/<\/?span[^>]*>/g, '')
    for (const key of topics) expect(headings).toContain(`>${texts[key]}</h2>`)
    const entity = legalDetails(locale)
    for (const value of [entity.platformHosting, entity.languageModels, entity.privacyEmail, entity.company])
      expect(html).toContain(value)
    expect(certifications).toEqual([])
    expect(html).toContain(text.pages_security_certifications_none)
    // No statement is left with a placeholder of the message itself.
    expect(html).not.toMatch(/\{\w+\}/)
  })
})
