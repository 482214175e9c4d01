// The privacy policy's sections, in order. Each section's text is in the messages (pages_privacy_*);
// the company's details come from app/content/legal-entity.ts.
import { Link } from '@tanstack/react-router'
import type { SiteConfig } from '../config/site.ts'
import { legalDetails } from '../content/legal-entity.ts'
import { getLocale } from '../paraglide/runtime.js'
import { m } from '../paraglide/messages.js'
import { ExternalLink } from '../ui/ExternalLink.tsx'
import { EntityAddress, EntityContact, EntityEmail } from './EntityDetails.tsx'
import type { LegalSectionData } from './LegalSection.tsx'
import { LegalSubsection } from './LegalSection.tsx'
import { LegalTable } from './LegalTable.tsx'
import { Bullets, Callout, Paragraph, textLinkStyle } from './LegalText.tsx'
import { rich } from '../ui/rich-text.tsx'
import { OUTBOX_RETENTION_DAYS } from '../newsletter/policy.ts'
import { VITALS_RETENTION_DAYS } from '../vitals/policy.ts'
import { SEARCH_RATE_LIMIT } from '../search/policy.ts'
import { consentReask } from './consent-reask.ts'
import { proxyLogFields } from './proxy-log.ts'
import { storageEntries } from './storage-entries.ts'
import { languageSignals } from './language-signals.ts'
import { toolsInUse } from './tracking-tools.ts'

export const MAILERLITE_PRIVACY_URL = 'https://www.mailerlite.com/legal/privacy-policy'

export function privacySections(
  site: Pick<SiteConfig, 'languageDetection' | 'tracking' | 'demoRequestRetentionDays'>,
): LegalSectionData[] {
  const d = legalDetails(getLocale())
  const geolocation = site.languageDetection.geolocationUrl
  const geolocationService = geolocation ? new URL(geolocation).host : undefined
  const privacyEmail = <EntityEmail field="privacyEmail" />
  const withEmail = (render: (email: string) => string) => rich((t) => render(t.email), { email: privacyEmail })
  // The period the delivery worker enforces (app/newsletter/policy.ts): the text reads it from the code.
  const outboxDays = String(OUTBOX_RETENTION_DAYS)
  // Likewise the speed reports' retention (app/vitals/policy.ts).
  const vitalsDays = String(VITALS_RETENTION_DAYS)
  // And how long the search's rate limit keeps a client's hash (app/search/policy.ts).
  const searchLimitMinutes = String(SEARCH_RATE_LIMIT.windowSeconds / 60)
  const gpc = {
    acceptAll: m.common_cookie_accept_all(),
    marketing: m.common_cookie_marketing(),
    sharing: m.common_cookie_sharing(),
  }

  return [
    {
      id: 'overview',
      title: m.pages_privacy_overview_title(),
      content: (
        <Bullets
          items={[
            m.pages_privacy_overview_cookies(),
            m.pages_privacy_overview_vitals(),
            m.pages_privacy_overview_hosts(),
            m.pages_privacy_overview_eu(),
            m.pages_privacy_overview_search(),
            m.pages_privacy_overview_newsletter(),
            m.pages_privacy_overview_rights(),
          ]}
        />
      ),
    },
    {
      id: 'controller',
      title: m.pages_privacy_controller_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_controller_text()}</Paragraph>
          <EntityAddress />
          <Paragraph>{m.pages_legal_represented({ names: d.managingDirectors })}</Paragraph>
          <EntityContact />
          <Paragraph>
            {rich((t) => m.pages_privacy_controller_more({ link: t.link }), {
              link: (
                <Link to="/imprint" className={textLinkStyle}>
                  {m.pages_privacy_imprint_link()}
                </Link>
              ),
            })}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'data-protection-officer',
      title: m.pages_privacy_dpo_title(),
      content: (
        <>
          <Paragraph>{d.dataProtectionOfficer}</Paragraph>
          <Paragraph>{withEmail((email) => m.pages_privacy_dpo_contact({ privacyEmail: email }))}</Paragraph>
        </>
      ),
    },
    {
      id: 'legal-bases',
      title: m.pages_privacy_bases_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_bases_intro()}</Paragraph>
          <Bullets
            items={[
              m.pages_privacy_bases_consent(),
              m.pages_privacy_bases_contract(),
              m.pages_privacy_bases_obligation(),
              m.pages_privacy_bases_interest(),
            ]}
          />
          <Paragraph>{m.pages_privacy_bases_tdddg()}</Paragraph>
        </>
      ),
    },
    {
      id: 'hosting',
      title: m.pages_privacy_hosting_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_hosting_provider({ hosting: d.hosting })}</Paragraph>
          <Paragraph>{m.pages_privacy_hosting_logs()}</Paragraph>
          {/* What app/http/request-log.ts writes, field by field. */}
          <Bullets
            items={[
              m.pages_privacy_hosting_log_time(),
              m.pages_privacy_hosting_log_page(),
              m.pages_privacy_hosting_log_status(),
              m.pages_privacy_hosting_log_duration(),
              m.pages_privacy_hosting_log_request_id(),
            ]}
          />
          <Paragraph>{m.pages_privacy_hosting_app_not()}</Paragraph>
          <Paragraph>{m.pages_privacy_hosting_proxy()}</Paragraph>
          {/* What deploy/nginx.conf's log format writes, field by field. */}
          <Bullets items={proxyLogFields.map((field) => field.text())} />
          <Paragraph>{m.pages_privacy_proxy_not()}</Paragraph>
          <Paragraph>{m.pages_privacy_proxy_errors()}</Paragraph>
          <Paragraph>{d.hostingLogs}</Paragraph>
          <Paragraph>{m.pages_privacy_hosting_purpose()}</Paragraph>
          <Paragraph>{m.pages_privacy_hosting_retention({ logRetention: d.logRetention })}</Paragraph>
          <Paragraph>{m.pages_privacy_hosting_tls()}</Paragraph>
        </>
      ),
    },
    {
      id: 'browser-storage',
      title: m.pages_privacy_storage_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_storage_none()}</Paragraph>
          <Paragraph>{m.pages_privacy_storage_consent({ reask: consentReask() })}</Paragraph>
          <Paragraph>{m.pages_privacy_storage_gpc(gpc)}</Paragraph>
          <Paragraph>{m.pages_privacy_storage_scroll()}</Paragraph>
          <Paragraph>{m.pages_privacy_storage_basis()}</Paragraph>
          <Paragraph>
            {rich((t) => m.pages_privacy_storage_more({ link: t.link, button: m.common_cookie_reopen() }), {
              link: (
                <Link to="/cookie-policy" className={textLinkStyle}>
                  {m.pages_privacy_cookie_link()}
                </Link>
              ),
            })}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'language-selection',
      title: m.pages_privacy_language_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_language_how()}</Paragraph>
          <Paragraph>{m.pages_privacy_language_crawler()}</Paragraph>
          {/* The country sources are named only where they are configured (app/config/site.ts). */}
          {site.languageDetection.countryFromProxy && <Paragraph>{m.pages_privacy_language_country()}</Paragraph>}
          {geolocationService && (
            <Paragraph>{m.pages_privacy_language_geolocation({ service: geolocationService })}</Paragraph>
          )}
          <Paragraph>
            {languageSignals(site.languageDetection)} {m.pages_privacy_language_basis()}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'site-search',
      title: m.pages_privacy_search_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_search_how()}</Paragraph>
          <Paragraph>{m.pages_privacy_search_storage()}</Paragraph>
          <Paragraph>{m.pages_privacy_search_abuse({ minutes: searchLimitMinutes })}</Paragraph>
        </>
      ),
    },
    {
      id: 'analytics',
      title: m.pages_privacy_analytics_title(),
      content: (
        <>
          <Paragraph>
            {m.pages_privacy_analytics_off({
              analytics: m.common_cookie_analytics(),
              marketing: m.common_cookie_marketing(),
            })}
          </Paragraph>
          <Paragraph>{m.pages_privacy_analytics_data()}</Paragraph>
          <Paragraph>{m.pages_privacy_analytics_basis()}</Paragraph>
          <Paragraph>{m.pages_privacy_analytics_tools({ tools: toolsInUse(site, getLocale()) })}</Paragraph>
        </>
      ),
    },
    {
      id: 'speed-measurement',
      title: m.pages_privacy_vitals_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_vitals_what({ performance: m.common_cookie_performance() })}</Paragraph>
          <Paragraph>{m.pages_privacy_vitals_data()}</Paragraph>
          <Paragraph>{m.pages_privacy_vitals_basis({ button: m.common_cookie_reopen(), days: vitalsDays })}</Paragraph>
        </>
      ),
    },
    {
      // Not 'newsletter': the footer's signup form on this page has that id (a page's ids must be unique).
      id: 'newsletter-data',
      title: m.pages_privacy_newsletter_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_newsletter_data()}</Paragraph>
          <Paragraph>{m.pages_privacy_newsletter_doi()}</Paragraph>
          <Paragraph>
            {m.pages_privacy_newsletter_processor()}{' '}
            <ExternalLink href={MAILERLITE_PRIVACY_URL} className={textLinkStyle}>
              {m.pages_privacy_newsletter_policy_link()}
            </ExternalLink>
          </Paragraph>
          <Paragraph>{m.pages_privacy_newsletter_basis()}</Paragraph>
          <Paragraph>
            {withEmail((email) =>
              m.pages_privacy_newsletter_unsubscribe({
                privacyEmail: email,
                unconfirmed: d.unconfirmedSignupRetention,
                outboxDays,
              }),
            )}
          </Paragraph>
          <Paragraph>{m.pages_privacy_newsletter_abuse()}</Paragraph>
        </>
      ),
    },
    {
      // The demo page's form links here (app/demo-request/DemoRequestForm.tsx).
      id: 'demo-requests',
      title: m.pages_privacy_demo_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_demo_data()}</Paragraph>
          <Paragraph>{m.pages_privacy_demo_basis()}</Paragraph>
          <Paragraph>{m.pages_privacy_demo_recipients()}</Paragraph>
          <Paragraph>{m.pages_privacy_demo_retention({ days: String(site.demoRequestRetentionDays) })}</Paragraph>
          <Paragraph>{m.pages_privacy_demo_newsletter()}</Paragraph>
        </>
      ),
    },
    {
      id: 'scheduler',
      title: m.pages_privacy_scheduler_title(),
      content: (
        <>
          <Paragraph>
            {m.pages_privacy_scheduler_tab({
              bookDemo: m.common_book_demo(),
              contactUs: m.common_footer_contact(),
              scheduler: d.scheduler,
            })}
          </Paragraph>
          <Paragraph>
            {m.pages_privacy_scheduler_provider({
              scheduler: d.scheduler,
              role: d.schedulerRole,
              transfers: d.schedulerTransfers,
            })}
          </Paragraph>
          <Paragraph>{m.pages_privacy_scheduler_basis()}</Paragraph>
          <Paragraph>
            {m.pages_privacy_scheduler_embed({
              page: m.pages_book_demo_title(),
              functional: m.common_cookie_functional(),
            })}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'login',
      title: m.pages_privacy_login_title(),
      content: <Paragraph>{m.pages_privacy_login_text({ login: m.common_login() })}</Paragraph>,
    },
    {
      id: 'fonts-images-social',
      title: m.pages_privacy_content_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_content_fonts()}</Paragraph>
          <Paragraph>{m.pages_privacy_content_images()}</Paragraph>
          <Paragraph>{m.pages_privacy_content_social()}</Paragraph>
        </>
      ),
    },
    {
      id: 'social-media',
      title: m.pages_privacy_social_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_social_pages()}</Paragraph>
          <Paragraph>{m.pages_privacy_social_joint()}</Paragraph>
          <Paragraph>{m.pages_privacy_social_youtube()}</Paragraph>
          <Paragraph>{m.pages_privacy_social_rights()}</Paragraph>
        </>
      ),
    },
    {
      id: 'contact',
      title: m.pages_privacy_contact_title(),
      content: <Paragraph>{m.pages_privacy_contact_text()}</Paragraph>,
    },
    {
      id: 'applicants',
      title: m.pages_privacy_applicants_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_applicants_data()}</Paragraph>
          <Paragraph>{m.pages_privacy_applicants_basis()}</Paragraph>
          <Paragraph>{m.pages_privacy_applicants_retention()}</Paragraph>
        </>
      ),
    },
    {
      id: 'recipients',
      title: m.pages_privacy_recipients_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_recipients_intro()}</Paragraph>
          <Bullets
            items={[
              m.pages_privacy_recipients_hosting(),
              m.pages_privacy_recipients_mailerlite(),
              m.pages_privacy_recipients_scheduler(),
              m.pages_privacy_recipients_tools(),
              m.pages_privacy_recipients_authorities(),
            ]}
          />
          <Paragraph>{m.pages_privacy_recipients_no_sale()}</Paragraph>
        </>
      ),
    },
    {
      id: 'third-countries',
      title: m.pages_privacy_transfers_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_transfers_none()}</Paragraph>
          <Paragraph>{m.pages_privacy_transfers_providers()}</Paragraph>
        </>
      ),
    },
    {
      id: 'retention',
      title: m.pages_privacy_retention_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_retention_intro()}</Paragraph>
          <LegalTable
            caption={m.pages_privacy_retention_caption()}
            headers={[m.pages_privacy_retention_data(), m.pages_privacy_retention_period()]}
            rows={[
              [
                m.pages_privacy_retention_logs(),
                m.pages_privacy_retention_logs_period({ logRetention: d.logRetention }),
              ],
              ...storageEntries.map((entry) => [entry.retention(), entry.duration()]),
              [m.pages_privacy_retention_newsletter(), m.pages_privacy_retention_newsletter_period({ outboxDays })],
              [m.pages_privacy_retention_proof(), m.pages_privacy_retention_proof_period()],
              [
                m.pages_privacy_retention_unconfirmed(),
                m.pages_privacy_retention_unconfirmed_period({ unconfirmed: d.unconfirmedSignupRetention, outboxDays }),
              ],
              [m.pages_privacy_retention_hashes(), m.pages_privacy_retention_hashes_period()],
              [m.pages_privacy_retention_vitals(), m.pages_privacy_retention_vitals_period({ days: vitalsDays })],
              [m.pages_privacy_retention_applicants(), m.pages_privacy_retention_applicants_period()],
              [m.pages_privacy_retention_enquiries(), m.pages_privacy_retention_enquiries_period()],
            ]}
          />
        </>
      ),
    },
    {
      id: 'your-rights',
      title: m.pages_privacy_rights_title(),
      content: (
        <>
          <Paragraph>{withEmail((email) => m.pages_privacy_rights_intro({ privacyEmail: email }))}</Paragraph>
          <Bullets
            items={(
              [
                [m.pages_privacy_rights_access_label(), m.pages_privacy_rights_access()],
                [m.pages_privacy_rights_rectification_label(), m.pages_privacy_rights_rectification()],
                [m.pages_privacy_rights_erasure_label(), m.pages_privacy_rights_erasure()],
                [m.pages_privacy_rights_restriction_label(), m.pages_privacy_rights_restriction()],
                [m.pages_privacy_rights_portability_label(), m.pages_privacy_rights_portability()],
                [m.pages_privacy_rights_withdrawal_label(), m.pages_privacy_rights_withdrawal()],
                [
                  m.pages_privacy_rights_complaint_label(),
                  m.pages_privacy_rights_complaint({ authority: d.supervisoryAuthority }),
                ],
              ] as const
            ).map(([label, text]) => (
              <>
                <strong className="font-semibold">{label}</strong> {text}
              </>
            ))}
          />
          {/* Art. 21(4) GDPR: the right to object must be presented clearly and separately. */}
          <Callout>
            <LegalSubsection title={m.pages_privacy_objection_title()}>
              <Paragraph>{m.pages_privacy_objection_text()}</Paragraph>
              <Paragraph>{m.pages_privacy_objection_marketing()}</Paragraph>
            </LegalSubsection>
          </Callout>
        </>
      ),
    },
    {
      id: 'withdrawal',
      title: m.pages_privacy_withdrawal_title(),
      content: (
        <>
          <Paragraph>{m.pages_privacy_withdrawal_text()}</Paragraph>
          <Bullets
            items={[
              m.pages_privacy_withdrawal_cookies({ button: m.common_cookie_reopen() }),
              m.pages_privacy_withdrawal_newsletter(),
              withEmail((email) => m.pages_privacy_withdrawal_other({ privacyEmail: email })),
            ]}
          />
        </>
      ),
    },
    {
      id: 'automated-decisions',
      title: m.pages_privacy_automated_title(),
      content: <Paragraph>{m.pages_privacy_automated_text()}</Paragraph>,
    },
    {
      id: 'changes',
      title: m.pages_privacy_changes_title(),
      content: <Paragraph>{m.pages_privacy_changes_text()}</Paragraph>,
    },
  ]
}
