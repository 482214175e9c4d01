// Proof a buyer can check (app/content/proof.ts, app/marketing/Proof.tsx): each part renders nothing
// while its slot is empty, renders its entries in the page's language when given, and the shipped
// slots hold only entries whose pictures exist and whose certificates are valid.
import { existsSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { emptyProof, type Proof, proof } from '../../app/content/proof.ts'
import { filledProof as filled } from './proof-entries.ts'
import { Certifications, ProofSection } from '../../app/marketing/Proof.tsx'
import { overwriteGetLocale } from '../../app/paraglide/runtime.js'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

const empty: Proof = { customerLogos: [], testimonials: [], caseStudy: null, certifications: [] }

const render = (locale: 'en' | 'de', element: Parameters<typeof renderToStaticMarkup>[0]) => {
  overwriteGetLocale(() => locale)
  return renderToStaticMarkup(element)
}
afterEach(() => overwriteGetLocale(() => 'en'))

describe('proof on the pages', () => {
  it('renders nothing at all while every slot is empty', () => {
    expect(render('en', createElement(ProofSection, { slots: empty }))).toBe('')
    expect(render('de', createElement(Certifications, { items: [], locale: 'de' }))).toBe('')
  })

  it('renders nothing for an empty kind beside a filled one', () => {
    const html = render('en', createElement(ProofSection, { slots: { ...empty, testimonials: filled.testimonials } }))
    expect(html).toContain(en.common_proof_testimonials_title)
    expect(html).not.toContain(en.common_proof_customers_title)
    expect(html).not.toContain(en.common_proof_case_study_title)
  })

  it.each([
    ['en', en],
    ['de', de],
  ] as const)('renders the entries it is given, in the page’s language (%s)', (locale, text) => {
    const html = render(locale, createElement(ProofSection, { slots: filled }))
    expect(html).toContain(text.common_proof_customers_title)
    expect(html).toContain('alt="Acme Pharma"')
    expect(html).toContain(
      `<blockquote class="text-lg leading-8 text-ink"><p>${filled.testimonials[0]?.quote[locale]}</p></blockquote>`,
    )
    expect(html).toContain('Jane Doe')
    expect(html).toContain(filled.testimonials[0]?.role[locale])
    expect(html).toContain(filled.caseStudy?.title[locale])
    expect(html).toContain('<th scope="row"')
    const certificates = render(locale, createElement(Certifications, { items: filled.certifications, locale }))
    expect(certificates).toContain('ISO/IEC 27001:2022')
    expect(certificates).toContain(locale === 'de' ? '31. März 2029' : '31 March 2029')
    expect(certificates).toContain('href="https://cert.example/iso-27001"')
  })
})

describe('the shipped proof', () => {
  it('lists the empty kinds, which the launch check warns about', () => {
    expect(emptyProof(empty)).toEqual(['customerLogos', 'testimonials', 'caseStudy', 'certifications'])
    expect(emptyProof(filled)).toEqual([])
  })

  it('holds only entries whose pictures exist and whose certificates are valid today', () => {
    const pictures = [
      ...proof.customerLogos.map((item) => item.logo.src),
      ...proof.testimonials.flatMap((item) => (item.portrait ? [item.portrait.src] : [])),
    ]
    for (const src of pictures) expect(existsSync(`public${src}`), src).toBe(true)
    const today = new Date().toISOString().slice(0, 10)
    for (const item of proof.certifications) {
      expect(item.validUntil, item.id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(item.validUntil > today, `${item.id} has expired`).toBe(true)
    }
  })
})
