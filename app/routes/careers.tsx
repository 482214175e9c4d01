import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../layout/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/careers')({
  head: ({ match }) => pageHead('/careers', match.context.site),
  component: CareersPage,
})

function CareersPage() {
  return <PageIntro title={m.pages_careers_title()} intro={m.pages_careers_intro()} />
}
