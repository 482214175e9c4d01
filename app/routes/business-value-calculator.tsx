import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../layout/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/business-value-calculator')({
  head: ({ match }) => pageHead('/business-value-calculator', match.context.site),
  component: CalculatorPage,
})

function CalculatorPage() {
  return <PageIntro title={m.pages_calculator_title()} intro={m.pages_calculator_intro()} />
}
