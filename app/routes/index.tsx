import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../layout/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/')({
  head: ({ match }) => pageHead('/', match.context.site),
  component: HomePage,
})

function HomePage() {
  return <PageIntro title={m.home_title()} intro={m.home_intro()} />
}
