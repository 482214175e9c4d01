import { PageIntro } from '../ui/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { CardList } from './CardList.tsx'
import { SchedulerEmbed } from '../scheduling/SchedulerEmbed.tsx'
import { DemoRequestForm } from '../demo-request/DemoRequestForm.tsx'
import { type DemoSearch, estimateOf } from '../demo-request/estimate.ts'
import type { DemoPostState } from '../demo-request/outcome.ts'
import { getLocale } from '../paraglide/runtime.js'
import { Section } from './Section.tsx'

/** The form first (it works without a third party), the scheduler as the fast lane below it. */
export function BookDemoPage({ search, posted }: { search: DemoSearch; posted: DemoPostState | null }) {
  const estimate = estimateOf(search, getLocale())
  const attendees = [
    m.pages_book_demo_attend_marketing(),
    m.pages_book_demo_attend_brand(),
    m.pages_book_demo_attend_medical(),
    m.pages_book_demo_attend_digital(),
  ]
  return (
    <>
      <PageIntro title={m.pages_book_demo_title()} intro={m.pages_book_demo_intro()}>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M10 5v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {m.pages_book_demo_duration()}
        </p>
      </PageIntro>
      <Section id="request" title={m.pages_book_demo_form_title()} intro={m.pages_book_demo_form_intro()}>
        <DemoRequestForm posted={posted} estimate={estimate} />
      </Section>
      <Section
        id="scheduler"
        title={m.pages_book_demo_scheduler_title()}
        intro={m.pages_book_demo_scheduler_intro()}
        tinted
      >
        <div className="mt-8">
          <SchedulerEmbed />
        </div>
      </Section>
      <Section id="covers" title={m.pages_book_demo_covers_title()}>
        <CardList
          columns={4}
          cards={[
            { title: m.pages_book_demo_cover_agents_title(), text: m.pages_book_demo_cover_agents_text() },
            { title: m.pages_book_demo_cover_compliance_title(), text: m.pages_book_demo_cover_compliance_text() },
            { title: m.pages_book_demo_cover_questions_title(), text: m.pages_book_demo_cover_questions_text() },
            { title: m.pages_book_demo_cover_next_title(), text: m.pages_book_demo_cover_next_text() },
          ]}
        />
      </Section>
      <Section id="attend" title={m.pages_book_demo_attend_title()} intro={m.pages_book_demo_attend_intro()} tinted>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {attendees.map((attendee) => (
            <li key={attendee} className="flex gap-2 leading-7 text-ink">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1.5 size-4 shrink-0 text-brand-600">
                <path d="m4 10 4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2.5" />
              </svg>
              {attendee}
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
