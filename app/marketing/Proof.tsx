// Proof a buyer can check, from app/content/proof.ts: each part renders nothing while its slot is
// empty, so the site never shows a placeholder customer, quote or certificate.
import type { ReactNode } from 'react'
import {
  type CaseStudy,
  type Certification,
  type CustomerLogo,
  type Proof,
  type Testimonial,
  proof,
} from '../content/proof.ts'
import type { Locale } from '../i18n/locale.ts'
import { formatDate } from '../i18n/intl.ts'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'
import { ExternalLink } from '../ui/ExternalLink.tsx'
import { SectionHeading } from './SectionHeading.tsx'

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <SectionHeading id={id} title={title} />
      {children}
    </section>
  )
}

export function CustomerLogos({ items }: { items: readonly CustomerLogo[] }) {
  if (items.length === 0) return null
  return (
    <Part id="proof-customers" title={m.common_proof_customers_title()}>
      <ul className="mt-8 flex flex-wrap items-center gap-x-10 gap-y-6">
        {items.map((item) => (
          <li key={item.id}>
            <img
              src={item.logo.src}
              width={item.logo.width}
              height={item.logo.height}
              alt={item.name}
              loading="lazy"
              decoding="async"
              className="h-10 w-auto"
            />
          </li>
        ))}
      </ul>
    </Part>
  )
}

export function Testimonials({ items, locale }: { items: readonly Testimonial[]; locale: Locale }) {
  if (items.length === 0) return null
  return (
    <Part id="proof-testimonials" title={m.common_proof_testimonials_title()}>
      <ul className="mt-8 grid gap-6 lg:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <figure className="h-full rounded-lg border border-slate-200 bg-white p-6">
              <blockquote className="text-lg leading-8 text-ink">
                <p>{item.quote[locale]}</p>
              </blockquote>
              <figcaption className="mt-4 flex items-center gap-3 text-sm text-muted">
                {item.portrait && (
                  <img
                    src={item.portrait.src}
                    width={item.portrait.width}
                    height={item.portrait.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-12 rounded-full"
                  />
                )}
                <span>
                  <span className="block font-semibold text-ink">{item.name}</span>
                  {m.common_proof_testimonial_role({ role: item.role[locale], company: item.company })}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Part>
  )
}

export function CaseStudySummary({ study, locale }: { study: CaseStudy | null; locale: Locale }) {
  if (!study) return null
  return (
    <Part id="proof-case-study" title={m.common_proof_case_study_title()}>
      <article aria-labelledby={`case-${study.id}`} className="mt-8 max-w-3xl">
        <h3 id={`case-${study.id}`} className="text-xl font-semibold text-brand-900">
          {study.title[locale]}
        </h3>
        <p className="mt-1 text-sm text-muted">{study.customer}</p>
        <p className="mt-4 leading-7 text-ink">{study.summary[locale]}</p>
        <table className="mt-6 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {m.common_proof_case_study_measure()}
              </th>
              <th scope="col" className="py-2 pr-4">
                {m.common_proof_case_study_before()}
              </th>
              <th scope="col" className="py-2">
                {m.common_proof_case_study_after()}
              </th>
            </tr>
          </thead>
          <tbody>
            {study.results.map((result) => (
              <tr key={result.measure.en} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {result.measure[locale]}
                </th>
                <td className="py-2 pr-4">{result.before[locale]}</td>
                <td className="py-2">{result.after[locale]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-muted">{m.common_proof_case_study_basis({ basis: study.basis[locale] })}</p>
      </article>
    </Part>
  )
}

/** The certificates held today: the security page's certification slot. */
export function Certifications({ items, locale }: { items: readonly Certification[]; locale: Locale }) {
  if (items.length === 0) return null
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-5">
          <p className="font-semibold text-brand-900">{item.name}</p>
          <p className="mt-1 text-sm text-muted">{item.scope[locale]}</p>
          <p className="mt-2 text-sm text-ink">
            {m.common_proof_certification_issued({ issuer: item.issuer, date: formatDate(item.validUntil, locale) })}
          </p>
          {item.url && (
            <ExternalLink href={item.url} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
              {m.common_proof_certification_link({ name: item.name })}
            </ExternalLink>
          )}
        </li>
      ))}
    </ul>
  )
}

/** The home page's proof: logos, testimonials, the case study; nothing at all while all are empty. */
export function ProofSection({ slots = proof }: { slots?: Proof }) {
  const locale = getLocale()
  return (
    <>
      <CustomerLogos items={slots.customerLogos} />
      <Testimonials items={slots.testimonials} locale={locale} />
      <CaseStudySummary study={slots.caseStudy} locale={locale} />
    </>
  )
}
