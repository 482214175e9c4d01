import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../layout/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/about-us')({
  head: ({ match }) => pageHead('/about-us', match.context.site),
  component: AboutPage,
})

function AboutPage() {
  return <PageIntro title={m.pages_about_title()} intro={m.pages_about_intro()} />
}
