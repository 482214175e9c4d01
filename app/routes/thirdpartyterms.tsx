import { createFileRoute } from '@tanstack/react-router'
import { useSite } from '../config/use-site.ts'
import { legalTextDates } from '../content/legal-entity.ts'
import { LegalPage } from '../legal/LegalPage.tsx'
import { thirdPartySections } from '../legal/third-party-sections.tsx'
import { m } from '../paraglide/messages.js'
import { staticPageHead } from '../seo/route-head.ts'

export const Route = createFileRoute('/thirdpartyterms')({
  ...staticPageHead('/thirdpartyterms'),
  component: ThirdPartyTermsPage,
})

function ThirdPartyTermsPage() {
  const site = useSite()
  return (
    <LegalPage
      title={m.pages_third_party_terms_title()}
      intro={m.pages_third_party_terms_intro()}
      date={legalTextDates.thirdPartyTerms}
      sections={thirdPartySections(site)}
      numbered
      toc
    />
  )
}
