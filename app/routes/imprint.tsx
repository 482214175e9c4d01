import { createFileRoute } from '@tanstack/react-router'
import { legalTextDates } from '../content/legal-entity.ts'
import { imprintSections } from '../legal/imprint-sections.tsx'
import { LegalPage } from '../legal/LegalPage.tsx'
import { m } from '../paraglide/messages.js'
import { staticPageHead } from '../seo/route-head.ts'

export const Route = createFileRoute('/imprint')({
  ...staticPageHead('/imprint'),
  component: ImprintPage,
})

function ImprintPage() {
  return (
    <LegalPage
      title={m.pages_imprint_title()}
      intro={m.pages_imprint_intro()}
      date={legalTextDates.imprint}
      sections={imprintSections()}
    />
  )
}
