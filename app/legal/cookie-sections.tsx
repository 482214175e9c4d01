// The cookie policy's sections, in order (texts: pages_cookies_*; category names: common_cookie_*,
// the same words the consent banner uses).
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { categoryLabel } from '../consent/category-texts.ts'
import { type ConsentCategory, OPTIONAL_CATEGORIES } from '../consent/consent-store.ts'
import { categoryInUse } from '../consent/processings.ts'
import type { SiteConfig } from '../config/site.ts'
import { legalEntity, legalText } from '../content/legal-entity.ts'
import { getLocale } from '../paraglide/runtime.js'
import { m } from '../paraglide/messages.js'
import { EntityEmail } from './EntityDetails.tsx'
import { type LegalSectionData, LegalSubsection } from './LegalSection.tsx'
import { LegalTable } from './LegalTable.tsx'
import { Paragraph, textLinkStyle } from './LegalText.tsx'
import { rich } from '../ui/rich-text.tsx'
import { storageEntries } from './storage-entries.ts'
import { consentReask } from './consent-reask.ts'
import { toolsInUse } from './tracking-tools.ts'

/** What a category allows; a tool category with nothing configured says what it would allow, and that none runs. */
function categoryText(category: ConsentCategory, site: Pick<SiteConfig, 'tracking'>, inUse: boolean): ReactNode {
  const optional = <Paragraph>{m.pages_cookies_basis_optional()}</Paragraph>
  const tools = (tool: 'analytics' | 'marketing') => (
    <Paragraph>{m.pages_cookies_tools({ tools: toolsInUse(site, getLocale(), [tool]) })}</Paragraph>
  )
  switch (category) {
    case 'essential':
      return <Paragraph>{m.pages_cookies_essential_allows()}</Paragraph>
    case 'functional':
      return (
        <>
          <Paragraph>
            {m.pages_cookies_functional_allows({
              page: m.pages_book_demo_title(),
              scheduler: legalText(legalEntity.scheduler, getLocale()),
            })}
          </Paragraph>
          {optional}
        </>
      )
    case 'analytics':
      return inUse ? (
        <>
          <Paragraph>{m.pages_cookies_analytics_allows()}</Paragraph>
          {tools('analytics')}
          {optional}
        </>
      ) : (
        <>
          <Paragraph>{m.pages_cookies_analytics_unused()}</Paragraph>
          {optional}
        </>
      )
    case 'performance':
      return (
        <>
          <Paragraph>{m.pages_cookies_performance_allows()}</Paragraph>
          {optional}
        </>
      )
    case 'sharing':
      return (
        <>
          <Paragraph>{m.pages_cookies_sharing_allows()}</Paragraph>
          {optional}
        </>
      )
    case 'marketing':
      return inUse ? (
        <>
          <Paragraph>{m.pages_cookies_marketing_allows()}</Paragraph>
          {tools('marketing')}
          {optional}
        </>
      ) : (
        <>
          <Paragraph>{m.pages_cookies_marketing_unused()}</Paragraph>
          {optional}
        </>
      )
  }
}

const privacyLink = () => (
  <Link to="/privacy-policy" className={textLinkStyle}>
    {m.pages_cookies_privacy_link()}
  </Link>
)

export function cookieSections(site: Pick<SiteConfig, 'tracking'>): LegalSectionData[] {
  const essential = m.common_cookie_essential()
  return [
    {
      id: 'what-are-cookies',
      title: m.pages_cookies_what_title(),
      content: (
        <>
          <Paragraph>{m.pages_cookies_what_text()}</Paragraph>
          <Paragraph>{m.pages_cookies_what_site()}</Paragraph>
        </>
      ),
    },
    {
      id: 'categories',
      title: m.pages_cookies_categories_title(),
      content: (
        <>
          <Paragraph>{m.pages_cookies_categories_intro({ essential })}</Paragraph>
          <Paragraph>
            {m.pages_cookies_gpc({
              acceptAll: m.common_cookie_accept_all(),
              marketing: m.common_cookie_marketing(),
              sharing: m.common_cookie_sharing(),
            })}
          </Paragraph>
          {(['essential', ...OPTIONAL_CATEGORIES] as const).map((category) => {
            const inUse = category === 'essential' || categoryInUse(category, site)
            return (
              <LegalSubsection
                key={category}
                title={inUse ? categoryLabel[category]() : `${categoryLabel[category]()} ${m.common_cookie_not_used()}`}
              >
                {categoryText(category, site, inUse)}
              </LegalSubsection>
            )
          })}
        </>
      ),
    },
    {
      id: 'storage',
      title: m.pages_cookies_storage_title(),
      content: (
        <>
          <Paragraph>{m.pages_cookies_storage_intro()}</Paragraph>
          <LegalTable
            caption={m.pages_cookies_storage_caption()}
            minWidth="min-w-[48rem]"
            headers={[
              m.pages_cookies_storage_name(),
              m.pages_cookies_storage_type(),
              m.pages_cookies_storage_purpose(),
              m.pages_cookies_storage_duration(),
              m.pages_cookies_storage_category(),
            ]}
            rows={storageEntries.map((entry) => [
              <code key="name" className="font-mono text-[0.9em] whitespace-nowrap">
                {entry.name}
              </code>,
              entry.storage === 'local' ? m.pages_cookies_storage_local() : m.pages_cookies_storage_session(),
              entry.purpose(),
              entry.duration(),
              categoryLabel[entry.category](),
            ])}
          />
          <Paragraph>{rich((t) => m.pages_cookies_third_party({ link: t.link }), { link: privacyLink() })}</Paragraph>
        </>
      ),
    },
    {
      id: 'legal-basis',
      title: m.pages_cookies_legal_title(),
      content: (
        <>
          <Paragraph>{m.pages_cookies_legal_tdddg({ essential })}</Paragraph>
          <Paragraph>{m.pages_cookies_legal_gdpr()}</Paragraph>
        </>
      ),
    },
    {
      id: 'change-consent',
      title: m.pages_cookies_manage_title(),
      content: (
        <>
          <Paragraph>{m.pages_cookies_manage_button({ button: m.common_cookie_reopen() })}</Paragraph>
          <Paragraph>{m.pages_cookies_renewal({ reask: consentReask() })}</Paragraph>
          <Paragraph>{m.pages_cookies_manage_browser()}</Paragraph>
        </>
      ),
    },
    {
      id: 'more-information',
      title: m.pages_cookies_more_title(),
      content: (
        <Paragraph>
          {rich((t) => m.pages_cookies_more_text({ link: t.link, privacyEmail: t.email }), {
            link: privacyLink(),
            email: <EntityEmail field="privacyEmail" />,
          })}
        </Paragraph>
      ),
    },
  ]
}
