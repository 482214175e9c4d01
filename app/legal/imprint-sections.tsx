// The imprint (§ 5 DDG, § 18 MStV): the company's details from app/content/legal-entity.ts, framed by
// the texts in pages_imprint_*.
import { Link } from '@tanstack/react-router'
import { legalDetails } from '../content/legal-entity.ts'
import { getLocale } from '../paraglide/runtime.js'
import { m } from '../paraglide/messages.js'
import { EntityAddress, EntityContact } from './EntityDetails.tsx'
import type { LegalSectionData } from './LegalSection.tsx'
import { Paragraph, textLinkStyle } from './LegalText.tsx'
import { rich } from '../ui/rich-text.tsx'

export function imprintSections(): LegalSectionData[] {
  const d = legalDetails(getLocale())
  return [
    {
      id: 'provider',
      title: m.pages_imprint_provider_title(),
      content: (
        <>
          <EntityAddress />
          <Paragraph>{m.pages_legal_represented({ names: d.managingDirectors })}</Paragraph>
        </>
      ),
    },
    {
      id: 'contact',
      title: m.pages_imprint_contact_title(),
      content: <EntityContact />,
    },
    {
      id: 'register',
      title: m.pages_imprint_register_title(),
      content: (
        <p className="mt-4 leading-7 text-ink">
          {m.pages_imprint_register_court({ court: d.registerCourt })}
          <br />
          {m.pages_imprint_register_number({ number: d.registerNumber })}
        </p>
      ),
    },
    {
      id: 'vat-id',
      title: m.pages_imprint_vat_title(),
      content: <Paragraph>{m.pages_imprint_vat_text({ vatId: d.vatId })}</Paragraph>,
    },
    {
      id: 'responsible',
      title: m.pages_imprint_responsible_title(),
      content: <Paragraph>{m.pages_imprint_responsible_text({ person: d.contentResponsible })}</Paragraph>,
    },
    {
      id: 'dispute-resolution',
      title: m.pages_imprint_dispute_title(),
      content: <Paragraph>{m.pages_imprint_dispute_text()}</Paragraph>,
    },
    {
      id: 'liability-content',
      title: m.pages_imprint_content_title(),
      content: (
        <>
          <Paragraph>{m.pages_imprint_content_text()}</Paragraph>
          <Paragraph>{m.pages_imprint_content_removal()}</Paragraph>
        </>
      ),
    },
    {
      id: 'liability-links',
      title: m.pages_imprint_links_title(),
      content: <Paragraph>{m.pages_imprint_links_text()}</Paragraph>,
    },
    {
      id: 'copyright',
      title: m.pages_imprint_copyright_title(),
      content: (
        <>
          <Paragraph>{m.pages_imprint_copyright_text()}</Paragraph>
          <Paragraph>
            {rich((t) => m.pages_imprint_copyright_open_source({ link: t.link }), {
              // The third-party terms are English only: the link keeps its English path and says so.
              link: (
                <Link to="/thirdpartyterms" hrefLang="en" className={textLinkStyle}>
                  {m.pages_imprint_third_party_link()}
                </Link>
              ),
            })}
          </Paragraph>
        </>
      ),
    },
  ]
}
