import { formatEuro, formatNumber } from '../calculator/format.ts'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'
import type { DemoEstimate } from './estimate.ts'

/** The calculator's figures the request carries, shown to the visitor who brought them. */
export function DemoEstimateSummary({ estimate }: { estimate: DemoEstimate }) {
  const locale = getLocale()
  const { figures } = estimate
  return (
    <section aria-labelledby="demo-estimate-title" className="rounded-md bg-brand-50 p-4">
      <h3 id="demo-estimate-title" className="font-semibold text-brand-900">
        {m.pages_book_demo_estimate_title()}
      </h3>
      <p className="mt-1 text-sm text-muted">{m.pages_book_demo_estimate_text()}</p>
      <ul className="mt-2 grid gap-1 text-sm text-ink sm:grid-cols-2">
        <li>{m.pages_book_demo_estimate_gross({ value: formatEuro(figures.grossAnnualSavings, locale) })}</li>
        <li>{m.pages_book_demo_estimate_hours({ value: formatNumber(figures.hoursSavedPerYear, locale) })}</li>
        {figures.netAnnualSavings !== null && (
          <li>{m.pages_book_demo_estimate_net({ value: formatEuro(figures.netAnnualSavings, locale) })}</li>
        )}
        {figures.paybackMonths !== null && (
          <li>{m.pages_book_demo_estimate_payback({ months: formatNumber(figures.paybackMonths, locale, 1) })}</li>
        )}
      </ul>
    </section>
  )
}
