import { createFileRoute } from '@tanstack/react-router'
import { legalTextDates } from '../content/legal-entity.ts'
import { LegalPage } from '../legal/LegalPage.tsx'
import { privacySections } from '../legal/privacy-sections.tsx'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/privacy-policy')({
  head: ({ match }) => pageHead('/privacy-policy', match.context.site),
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  return (
    <LegalPage
      title={m.pages_privacy_title()}
      intro={m.pages_privacy_intro()}
      date={legalTextDates.privacy}
      sections={privacySections()}
      numbered
      toc
    />
  )
}
