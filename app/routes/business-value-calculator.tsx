import { createFileRoute } from '@tanstack/react-router'
import { CalculatorPage } from '../calculator/CalculatorPage.tsx'
import { CalculatorSearch } from '../calculator/inputs.ts'
import { staticPageHead } from '../seo/route-head.ts'

export const Route = createFileRoute('/business-value-calculator')({
  validateSearch: CalculatorSearch,
  ...staticPageHead('/business-value-calculator'),
  component: BusinessValueCalculator,
})

function BusinessValueCalculator() {
  return <CalculatorPage search={Route.useSearch()} />
}
