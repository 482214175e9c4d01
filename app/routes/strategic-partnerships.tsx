import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../layout/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/strategic-partnerships')({
  head: ({ match }) => pageHead('/strategic-partnerships', match.context.site),
  component: StrategicPartnershipsPage,
})

function StrategicPartnershipsPage() {
  return <PageIntro title={m.pages_strategic_partnerships_title()} intro={m.pages_strategic_partnerships_intro()} />
}
