import { createFileRoute } from '@tanstack/react-router'
import { CalculatorPage } from '../calculator/CalculatorPage.tsx'
import { CalculatorSearch } from '../calculator/inputs.ts'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/business-value-calculator')({
  validateSearch: CalculatorSearch,
  head: ({ match }) => pageHead('/business-value-calculator', match.context.site),
  component: BusinessValueCalculator,
})

function BusinessValueCalculator() {
  return <CalculatorPage search={Route.useSearch()} />
}
