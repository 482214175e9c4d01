import { useMemo } from 'react'
import { PageIntro } from '../ui/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'
import { CalculatorForm } from './CalculatorForm.tsx'
import { CalculatorCta, CalculatorResults } from './CalculatorResults.tsx'
import { KeepServerHtml } from '../ui/KeepServerHtml.tsx'
import { calculatorMethod } from './deferred.ts'
import { type CalculatorSearch, FIELDS, fromSearch, parseInputs, toSearch, URL_KEYS } from './inputs.ts'
import { calculate } from './model.ts'
import { pageGrid } from '../ui/page-grid.ts'

export function CalculatorPage({ search }: { search: CalculatorSearch }) {
  const locale = getLocale()
  const parsed = useMemo(() => parseInputs(fromSearch(search), locale), [search, locale])
  const result = useMemo(() => (parsed.input ? calculate(parsed.input) : null), [parsed])
  const estimate = parsed.input ? toSearch(parsed.input) : {}
  // Values came in a link but not all were usable: say so, keep the usable ones in the form.
  const anyGiven = FIELDS.some((field) => search[URL_KEYS[field]] !== undefined)
  const linkHadProblems = anyGiven && Object.keys(parsed.errors).length > 0
  return (
    <>
      <PageIntro title={m.pages_calculator_title()} intro={m.pages_calculator_intro()} />
      <div className={`${pageGrid} pb-16`}>
        {linkHadProblems && (
          <p role="status" className="mb-6 rounded-md bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {m.pages_calc_link_ignored()}
          </p>
        )}
        <CalculatorForm key={JSON.stringify(search)} parsed={parsed} showErrors={linkHadProblems} locale={locale} />
        {result ? (
          <CalculatorResults result={result} locale={locale} />
        ) : (
          <p className="mt-10 rounded-lg border border-dashed border-slate-300 p-8 text-center text-muted">
            {m.pages_calc_placeholder()}
          </p>
        )}
        {/* The method never hydrates: its server HTML stays (app/calculator/deferred.ts). */}
        <KeepServerHtml name={calculatorMethod.name}>
          <calculatorMethod.Component />
        </KeepServerHtml>
      </div>
      {result && <CalculatorCta search={estimate} />}
    </>
  )
}
