import { Link } from '@tanstack/react-router'
import { APPLICATION_EMAIL, APPLICATION_EMAIL_IS_SAMPLE, jobs } from '../content/jobs.ts'
import { PageIntro } from '../ui/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { CardList } from './CardList.tsx'
import { applicationHref, JobRole } from './JobRole.tsx'
import { SampleNote } from './SampleNote.tsx'
import { Section } from './Section.tsx'
import { Steps } from './Steps.tsx'

const inlineLink = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'

export function CareersPage() {
  const hasSamples = APPLICATION_EMAIL_IS_SAMPLE || jobs.some((job) => job.sample)
  return (
    <>
      <PageIntro title={m.pages_careers_title()} intro={m.pages_careers_intro()} />
      <Section id="why" title={m.pages_careers_why_title()} tinted>
        <CardList
          cards={[
            { title: m.pages_careers_why_impact_title(), text: m.pages_careers_why_impact_text() },
            { title: m.pages_careers_why_team_title(), text: m.pages_careers_why_team_text() },
            { title: m.pages_careers_why_flex_title(), text: m.pages_careers_why_flex_text() },
          ]}
        />
      </Section>
      <Section id="roles" title={m.pages_careers_roles_title()} intro={m.pages_careers_roles_intro()}>
        {hasSamples && <SampleNote text={m.pages_careers_sample_note()} />}
        <ul className="mt-8 grid gap-8">
          {jobs.map((job) => (
            <JobRole key={job.id} job={job} />
          ))}
        </ul>
      </Section>
      <Section id="apply" title={m.pages_careers_apply_title()} intro={m.pages_careers_apply_intro()} tinted>
        <Steps
          steps={[
            { title: m.pages_careers_step_send_title(), text: m.pages_careers_step_send_text() },
            { title: m.pages_careers_step_call_title(), text: m.pages_careers_step_call_text() },
            { title: m.pages_careers_step_task_title(), text: m.pages_careers_step_task_text() },
            { title: m.pages_careers_step_offer_title(), text: m.pages_careers_step_offer_text() },
          ]}
        />
        <p className="mt-8 text-lg leading-8 text-ink">
          {m.pages_careers_apply_email_label()}{' '}
          <a href={`mailto:${APPLICATION_EMAIL}`} className={inlineLink}>
            {APPLICATION_EMAIL}
          </a>
        </p>
        <p className="mt-4 text-lg leading-8 text-ink">
          {m.pages_careers_open_application()}{' '}
          <a href={applicationHref(m.pages_careers_open_application_subject())} className={inlineLink}>
            {m.pages_careers_open_application_link()}
          </a>
        </p>
        <p className="mt-4 max-w-3xl text-sm leading-6 text-muted">
          {m.pages_careers_privacy_note()}{' '}
          <Link to="/privacy-policy" hash="applicants" className={inlineLink}>
            {m.pages_careers_privacy_link()}
          </Link>
        </p>
      </Section>
    </>
  )
}
