// The third-party terms (English only): external services and the open-source components of
// app/content/open-source.ts.
import { legalDetails } from '../content/legal-entity.ts'
import { LICENCES, openSourceComponents } from '../content/open-source.ts'
import { getLocale } from '../paraglide/runtime.js'
import { m } from '../paraglide/messages.js'
import { ExternalLink } from '../ui/ExternalLink.tsx'
import { EntityEmail } from './EntityDetails.tsx'
import { type LegalSectionData, LegalSubsection } from './LegalSection.tsx'
import { LegalTable } from './LegalTable.tsx'
import { Bullets, Paragraph, textLinkStyle } from './LegalText.tsx'
import { MAILERLITE_PRIVACY_URL } from './privacy-sections.tsx'
import { rich } from '../ui/rich-text.tsx'
import type { SiteConfig } from '../config/site.ts'
import { toolsInUse } from './tracking-tools.ts'

const MAILERLITE_TERMS_URL = 'https://www.mailerlite.com/legal/terms-of-service'
const MAILERLITE_DPA_URL = 'https://www.mailerlite.com/legal/data-processing-agreement'

export function thirdPartySections(site: Pick<SiteConfig, 'tracking'>): LegalSectionData[] {
  const d = legalDetails(getLocale())
  return [
    {
      id: 'about',
      title: m.pages_third_party_terms_about_title(),
      content: <Paragraph>{m.pages_third_party_terms_about_text()}</Paragraph>,
    },
    {
      id: 'services',
      title: m.pages_third_party_terms_services_title(),
      content: (
        <>
          <Paragraph>{m.pages_third_party_terms_services_intro()}</Paragraph>
          <LegalSubsection title={m.pages_third_party_terms_scheduler_title()}>
            <Paragraph>
              {m.pages_third_party_terms_scheduler_text({
                scheduler: d.scheduler,
                functional: m.common_cookie_functional(),
              })}
            </Paragraph>
          </LegalSubsection>
          <LegalSubsection title={m.pages_third_party_terms_mailerlite_title()}>
            <Paragraph>{m.pages_third_party_terms_mailerlite_text()}</Paragraph>
            <Bullets
              items={(
                [
                  [MAILERLITE_TERMS_URL, m.pages_third_party_terms_mailerlite_terms()],
                  [MAILERLITE_PRIVACY_URL, m.pages_third_party_terms_mailerlite_privacy()],
                  [MAILERLITE_DPA_URL, m.pages_third_party_terms_mailerlite_dpa()],
                ] as const
              ).map(([href, label]) => (
                <ExternalLink key={href} href={href} className={textLinkStyle}>
                  {label}
                </ExternalLink>
              ))}
            />
          </LegalSubsection>
          <LegalSubsection title={m.pages_third_party_terms_hosting_title()}>
            <Paragraph>{m.pages_third_party_terms_hosting_text({ hosting: d.hosting })}</Paragraph>
          </LegalSubsection>
          <LegalSubsection title={m.pages_third_party_terms_social_title()}>
            <Paragraph>{m.pages_third_party_terms_social_text()}</Paragraph>
          </LegalSubsection>
          <LegalSubsection title={m.pages_third_party_terms_tools_title()}>
            <Paragraph>{m.pages_third_party_terms_tools_text({ tools: toolsInUse(site, getLocale()) })}</Paragraph>
          </LegalSubsection>
          <LegalSubsection title={m.pages_third_party_terms_platform_title()}>
            <Paragraph>
              {rich((t) => m.pages_third_party_terms_platform_text({ email: t.email }), {
                email: <EntityEmail field="email" />,
              })}
            </Paragraph>
          </LegalSubsection>
        </>
      ),
    },
    {
      id: 'open-source',
      title: m.pages_third_party_terms_oss_title(),
      content: (
        <>
          <Paragraph>{m.pages_third_party_terms_oss_intro()}</Paragraph>
          <LegalTable
            caption={m.pages_third_party_terms_oss_caption()}
            minWidth="min-w-[36rem]"
            headers={[
              m.pages_third_party_terms_oss_component(),
              m.pages_third_party_terms_oss_licence(),
              m.pages_third_party_terms_oss_purpose(),
            ]}
            rows={openSourceComponents.map((component) => [
              <ExternalLink key="name" href={component.url} className={textLinkStyle}>
                {component.name}
              </ExternalLink>,
              <ExternalLink key="licence" href={LICENCES[component.licence].url} className={textLinkStyle}>
                {LICENCES[component.licence].name}
              </ExternalLink>,
              component.purpose,
            ])}
          />
        </>
      ),
    },
    {
      id: 'licences',
      title: m.pages_third_party_terms_licences_title(),
      content: (
        <Bullets
          items={[
            m.pages_third_party_terms_licences_permissive(),
            m.pages_third_party_terms_licences_apache(),
            m.pages_third_party_terms_licences_ofl(),
          ]}
        />
      ),
    },
    {
      id: 'trademarks',
      title: m.pages_third_party_terms_trademarks_title(),
      content: <Paragraph>{m.pages_third_party_terms_trademarks_text()}</Paragraph>,
    },
  ]
}
