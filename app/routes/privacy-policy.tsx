import { createFileRoute } from '@tanstack/react-router'
import { useSite } from '../config/use-site.ts'
import { legalTextDates } from '../content/legal-entity.ts'
import { LegalPage } from '../legal/LegalPage.tsx'
import { privacySections } from '../legal/privacy-sections.tsx'
import { m } from '../paraglide/messages.js'
import { staticPageHead } from '../seo/route-head.ts'

export const Route = createFileRoute('/privacy-policy')({
  ...staticPageHead('/privacy-policy'),
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  const site = useSite()
  return (
    <LegalPage
      title={m.pages_privacy_title()}
      intro={m.pages_privacy_intro()}
      date={legalTextDates.privacy}
      sections={privacySections(site)}
      numbered
      toc
    />
  )
}
