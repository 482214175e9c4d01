import { createFileRoute } from '@tanstack/react-router'
import { CalculatorPage } from '../calculator/CalculatorPage.tsx'
import { CalculatorSearch } from '../calculator/inputs.ts'
import { calculatorMethod } from '../calculator/deferred.ts'
import { headBuilders, headOfLoader } from '../seo/route-head.ts'

export const Route = createFileRoute('/business-value-calculator')({
  validateSearch: CalculatorSearch,
  // The method is a deferred section: the server has its code before it renders, a browser that kept
  // its HTML never fetches it.
  loader: async ({ context }) => {
    const [builders] = await Promise.all([headBuilders(), calculatorMethod.preload()])
    return { head: builders.pageHead('/business-value-calculator', context.site) }
  },
  head: headOfLoader,
  component: BusinessValueCalculator,
})

function BusinessValueCalculator() {
  return <CalculatorPage search={Route.useSearch()} />
}
