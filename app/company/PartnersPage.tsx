import { partners } from '../content/partners.ts'
import { PageIntro } from '../ui/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { DemoLink } from '../scheduling/DemoLink.tsx'
import { CardList } from './CardList.tsx'
import { CtaPanel } from '../ui/CtaPanel.tsx'
import { PartnerCard } from './PartnerCard.tsx'
import { SampleNote } from './SampleNote.tsx'
import { Section } from './Section.tsx'

export function PartnersPage() {
  return (
    <>
      <PageIntro title={m.pages_partners_title()} intro={m.pages_partners_intro()} />
      <Section id="partner-list" title={m.pages_partners_list_title()} intro={m.pages_partners_list_intro()} tinted>
        {partners.some((partner) => partner.sample) && <SampleNote text={m.pages_partners_sample_note()} />}
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {partners.map((partner, index) => (
            <PartnerCard key={partner.id} partner={partner} eager={index === 0} />
          ))}
        </ul>
      </Section>
      <Section id="partner-help" title={m.pages_partners_help_title()}>
        <CardList
          cards={[
            { title: m.pages_partners_help_setup_title(), text: m.pages_partners_help_setup_text() },
            { title: m.pages_partners_help_process_title(), text: m.pages_partners_help_process_text() },
            { title: m.pages_partners_help_integration_title(), text: m.pages_partners_help_integration_text() },
          ]}
        />
      </Section>
      <CtaPanel id="partners-cta" title={m.pages_partners_cta_title()} text={m.pages_partners_cta_text()}>
        <DemoLink label={m.pages_partners_cta_contact()} />
        <ButtonLink label={m.pages_partners_cta_programme()} to="/strategic-partnerships" variant="secondary" />
      </CtaPanel>
    </>
  )
}
