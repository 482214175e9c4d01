import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../layout/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/thirdpartyterms')({
  head: ({ match }) => pageHead('/thirdpartyterms', match.context.site),
  component: ThirdPartyTermsPage,
})

function ThirdPartyTermsPage() {
  return <PageIntro title={m.pages_third_party_terms_title()} intro={m.pages_third_party_terms_intro()} />
}
