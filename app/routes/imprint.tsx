import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../layout/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/imprint')({
  head: ({ match }) => pageHead('/imprint', match.context.site),
  component: ImprintPage,
})

function ImprintPage() {
  return <PageIntro title={m.pages_imprint_title()} intro={m.pages_imprint_intro()} />
}
