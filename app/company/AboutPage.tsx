import { mentors, teamMembers } from '../content/team.ts'
import { PageIntro } from '../ui/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { DemoLink } from '../scheduling/DemoLink.tsx'
import { CardList } from './CardList.tsx'
import { CtaPanel } from '../ui/CtaPanel.tsx'
import { PersonCard } from './PersonCard.tsx'
import { SampleNote } from './SampleNote.tsx'
import { Section } from './Section.tsx'
import { claimFigure, claimNotes } from '../content/claims.ts'
import { ClaimMark, ClaimNotes } from '../ui/ClaimNotes.tsx'
import { getLocale } from '../paraglide/runtime.js'

export function AboutPage() {
  const hasSamples = [...teamMembers, ...mentors].some((person) => person.sample)
  const locale = getLocale()
  const missionNotes = claimNotes(['complianceLoops'], locale)
  const storyNotes = claimNotes(['contentCreation', 'approvals'], locale)
  return (
    <>
      <PageIntro title={m.pages_about_title()} intro={m.pages_about_intro()} />
      <Section id="mission" title={m.pages_about_mission_title()} tinted>
        <p className="mt-4 max-w-3xl text-xl leading-9 text-ink">{m.pages_about_mission_text()}</p>
        <CardList
          cards={[
            { title: m.pages_about_value_accuracy_title(), text: m.pages_about_value_accuracy_text() },
            {
              title: m.pages_about_value_compliance_title(),
              text: m.pages_about_value_compliance_text({ loops: claimFigure('complianceLoops', locale) }),
              mark: <ClaimMark section="mission" notes={missionNotes} id="complianceLoops" />,
            },
            { title: m.pages_about_value_data_title(), text: m.pages_about_value_data_text() },
          ]}
        />
        <ClaimNotes section="mission" notes={missionNotes} />
      </Section>
      <Section id="story" title={m.pages_about_story_title()}>
        <div className="mt-4 max-w-3xl space-y-5 text-lg leading-8 text-ink">
          <p>{m.pages_about_story_p1()}</p>
          <p>{m.pages_about_story_p2()}</p>
          <p>
            {m.pages_about_story_p3({
              speed: claimFigure('contentCreation', locale),
              approvals: claimFigure('approvals', locale),
            })}
            <ClaimMark section="story" notes={storyNotes} id="contentCreation" />
            <ClaimMark section="story" notes={storyNotes} id="approvals" />
          </p>
        </div>
        <ClaimNotes section="story" notes={storyNotes} />
      </Section>
      <Section id="team" title={m.pages_about_team_title()} intro={m.pages_about_team_intro()} tinted>
        {hasSamples && <SampleNote text={m.pages_about_sample_note()} />}
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {teamMembers.map((person) => (
            <PersonCard key={person.id} person={person} />
          ))}
        </ul>
      </Section>
      <Section id="mentors" title={m.pages_about_mentors_title()} intro={m.pages_about_mentors_intro()}>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {mentors.map((person) => (
            <PersonCard key={person.id} person={person} />
          ))}
        </ul>
      </Section>
      <CtaPanel id="about-cta" title={m.pages_about_cta_title()} text={m.pages_about_cta_text()}>
        <DemoLink label={m.common_book_demo()} />
        <ButtonLink label={m.pages_about_cta_careers()} to="/careers" variant="secondary" />
      </CtaPanel>
    </>
  )
}
