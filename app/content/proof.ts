// Proof a buyer can check: customer logos, named testimonials, one case study, certifications.
// The home page shows each kind, and the security page the certifications, only while it has entries
// (app/marketing/Proof.tsx); `npm run launch:check` warns about each empty kind.
//
// EMPTY ON PURPOSE. Add only what is real and cleared: a customer's logo or quote with that
// customer's written permission (keep it on file), a case study the customer approved, a certificate
// that is valid today. Never a sample, an invented person or a certificate in preparation: a buyer
// takes these as facts (§ 5 UWG). A figure in a quote or case study is a claim: record its basis in
// app/content/claims.ts as for every other figure. Logos and portraits go to public/images/proof/.
import { keysOf } from '../lib/typed-object.ts'
import type { Localized } from './legal-entity.ts'

export interface ProofImage {
  /** A path under public/, e.g. /images/proof/acme.svg. */
  src: string
  width: number
  height: number
}

export interface CustomerLogo {
  id: string
  /** The company's name: the logo's alt text. */
  name: string
  logo: ProofImage
}

export interface Testimonial {
  id: string
  /** The words as the person approved them, in both languages (a translation they approved too). */
  quote: Localized
  /** A real, named person. */
  name: string
  role: Localized
  company: string
  /** Optional portrait; shown without alt text, the name beside it says who it is. */
  portrait?: ProofImage
}

export interface CaseStudy {
  id: string
  customer: string
  title: Localized
  summary: Localized
  /** What changed, measured: e.g. review rounds per asset, days in review. */
  results: ReadonlyArray<{ measure: Localized; before: Localized; after: Localized }>
  /** When and over what it was measured: "6 months, 2 brand teams, 2026". */
  basis: Localized
}

export interface Certification {
  id: string
  /** The standard, e.g. "ISO/IEC 27001:2022". */
  name: string
  /** The certification body. */
  issuer: string
  /** What the certificate covers (the scope statement on it). */
  scope: Localized
  /** YYYY-MM-DD. */
  validUntil: string
  /** Where a visitor can see the certificate or the issuer's register entry. */
  url?: string
}

export const customerLogos: readonly CustomerLogo[] = []

export const testimonials: readonly Testimonial[] = []

export const caseStudy: CaseStudy | null = null

export const certifications: readonly Certification[] = []

/** Everything the slots hold; the launch check and the components read it through here. */
export interface Proof {
  customerLogos: readonly CustomerLogo[]
  testimonials: readonly Testimonial[]
  caseStudy: CaseStudy | null
  certifications: readonly Certification[]
}

export const proof: Proof = { customerLogos, testimonials, caseStudy, certifications }

/** The kinds of proof that have no entry yet. */
export function emptyProof(slots: Proof = proof): Array<keyof Proof> {
  return keysOf(slots).filter((kind) => {
    const value = slots[kind]
    return value === null || ('length' in value && value.length === 0)
  })
}
