import type { Partner } from '../content/company-schemas.ts'
import { m } from '../paraglide/messages.js'
import { localized } from './localized.ts'

function Expertise({ title, items }: { title: string; items: Partner['expertise'] }) {
  return (
    <div className="mt-5">
      <h4 className="text-sm font-semibold tracking-wide text-brand-900 uppercase">{title}</h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.en} className="rounded-md bg-brand-50 px-3 py-1 text-sm text-brand-700">
            {localized(item)}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** An implementation partner. The first card's logo is likely in view at load, the others load lazily. */
export function PartnerCard({ partner, eager }: { partner: Partner; eager: boolean }) {
  const headingId = `partner-${partner.id}`
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          {partner.logo && (
            <img
              src={partner.logo.src}
              width={partner.logo.width}
              height={partner.logo.height}
              alt={m.pages_partners_logo_alt({ name: partner.name })}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="h-12 w-40 rounded border border-slate-100"
            />
          )}
          {partner.comingSoon && (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              {m.pages_partners_coming_soon()}
            </span>
          )}
        </div>
        <h3 id={headingId} className="mt-5 text-xl font-bold text-brand-900">
          {partner.name}
        </h3>
        <p className="mt-1 font-medium text-brand-700">{localized(partner.specialization)}</p>
        <p className="mt-4 leading-7 text-ink">{localized(partner.description)}</p>
        <Expertise title={m.pages_partners_expertise_title()} items={partner.expertise} />
        {partner.support && (
          <div className="mt-5">
            <h4 className="text-sm font-semibold tracking-wide text-brand-900 uppercase">
              {m.pages_partners_support_title()}
            </h4>
            <p className="mt-2 leading-7 text-muted">{localized(partner.support)}</p>
          </div>
        )}
        {partner.additionalExpertise && (
          <Expertise title={m.pages_partners_additional_title()} items={partner.additionalExpertise} />
        )}
      </article>
    </li>
  )
}
