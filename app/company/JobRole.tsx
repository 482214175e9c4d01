import type { Job } from '../content/company-schemas.ts'
import { APPLICATION_EMAIL } from '../content/jobs.ts'
import { m } from '../paraglide/messages.js'
import { buttonStyles } from '../ui/button-styles.ts'
import { localized } from './localized.ts'

const employmentType: Record<Job['employmentType'], () => string> = {
  FULL_TIME: m.pages_careers_type_full_time,
  PART_TIME: m.pages_careers_type_part_time,
  INTERN: m.pages_careers_type_intern,
  CONTRACTOR: m.pages_careers_type_contractor,
}

const workplace: Record<Job['workplace'], (params: { city: string }) => string> = {
  onsite: m.pages_careers_workplace_onsite,
  hybrid: m.pages_careers_workplace_hybrid,
  'remote-eu': m.pages_careers_workplace_remote_eu,
}

/** A mail to the application address with a prefilled subject. */
export function applicationHref(subject: string): string {
  return `mailto:${APPLICATION_EMAIL}?subject=${encodeURIComponent(subject)}`
}

function Bullets({ title, items }: { title: string; items: Job['offer'] }) {
  return (
    <div>
      <h4 className="font-semibold text-brand-900">{title}</h4>
      <ul className="mt-3 grid gap-2">
        {items.map((item) => (
          <li key={item.en} className="flex gap-2 leading-7 text-ink">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1.5 size-4 shrink-0 text-brand-600">
              <path d="m4 10 4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
            {localized(item)}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** One open role: what it is about, what we offer and expect, and a way to apply. */
export function JobRole({ job }: { job: Job }) {
  const title = localized(job.title)
  const headingId = `job-${job.id}`
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-6 sm:p-8">
        <h3 id={headingId} className="text-xl font-bold text-brand-900 sm:text-2xl">
          {title}
        </h3>
        <p className="mt-2 text-lg text-muted">{localized(job.subtitle)}</p>
        <ul className="mt-4 flex flex-wrap gap-2 text-sm font-medium" aria-label={m.pages_careers_facts_label()}>
          <li className="rounded-full bg-brand-50 px-3 py-1 text-brand-700">{employmentType[job.employmentType]()}</li>
          <li className="rounded-full bg-brand-50 px-3 py-1 text-brand-700">
            {workplace[job.workplace]({ city: job.location.locality })}
          </li>
        </ul>
        <h4 className="mt-6 font-semibold text-brand-900">{m.pages_careers_mission_title()}</h4>
        <div className="mt-3 space-y-4 leading-7 text-ink">
          {job.mission.map((paragraph) => (
            <p key={paragraph.en}>{localized(paragraph)}</p>
          ))}
        </div>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <Bullets title={m.pages_careers_offer_title()} items={job.offer} />
          <Bullets title={m.pages_careers_expect_title()} items={job.expect} />
        </div>
        <a href={applicationHref(m.pages_careers_apply_subject({ title }))} className={`${buttonStyles.primary} mt-8`}>
          {m.pages_careers_apply_role()}
          <span className="sr-only">: {title}</span>
        </a>
      </article>
    </li>
  )
}
