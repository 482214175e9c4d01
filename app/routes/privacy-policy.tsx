import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../layout/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/privacy-policy')({
  head: ({ match }) => pageHead('/privacy-policy', match.context.site),
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  return <PageIntro title={m.pages_privacy_title()} intro={m.pages_privacy_intro()} />
}
