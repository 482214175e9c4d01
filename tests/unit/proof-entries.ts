// Proof slots with one entry of each kind, invented for the tests (app/content/proof.ts ships empty).
import type { Proof } from '../../app/content/proof.ts'

export const filledProof: Proof = {
  customerLogos: [{ id: 'acme', name: 'Acme Pharma', logo: { src: '/images/proof/acme.svg', width: 160, height: 48 } }],
  testimonials: [
    {
      id: 'jane-doe',
      quote: { en: 'Our reviewers see cleaner drafts.', de: 'Unsere Prüfer sehen sauberere Entwürfe.' },
      name: 'Jane Doe',
      role: { en: 'Head of MLR', de: 'Leiterin MLR' },
      company: 'Acme Pharma',
    },
  ],
  caseStudy: {
    id: 'acme-reviews',
    customer: 'Acme Pharma',
    title: { en: 'Fewer review rounds', de: 'Weniger Prüfrunden' },
    summary: { en: 'Two brand teams moved their detail aids.', de: 'Zwei Brand-Teams stellten ihre Detail Aids um.' },
    results: [
      { measure: { en: 'Review rounds', de: 'Prüfrunden' }, before: { en: '3', de: '3' }, after: { en: '2', de: '2' } },
    ],
    basis: { en: '6 months, 2026', de: '6 Monate, 2026' },
  },
  certifications: [
    {
      id: 'iso-27001',
      name: 'ISO/IEC 27001:2022',
      issuer: 'Example Cert GmbH',
      scope: { en: 'Development and operation of the platform', de: 'Entwicklung und Betrieb der Plattform' },
      validUntil: '2029-03-31',
      url: 'https://cert.example/iso-27001',
    },
  ],
}
