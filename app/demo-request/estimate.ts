// The calculator's estimate on the demo page: the calculator's call to action carries its inputs in
// the URL (the calculator's own short keys), the page shows the figures, and the form sends the inputs
// along; the server computes the figures again from them, so what sales receives is the model's.
import { CalculatorSearch, FIELDS, fromSearch, parseInputs, URL_KEYS } from '../calculator/inputs.ts'
import { calculate, type CalculatorInput } from '../calculator/model.ts'
import type { Locale } from '../i18n/locale.ts'

/** The demo page's search: the calculator's (record 0021). */
export const DemoSearch = CalculatorSearch
export type DemoSearch = CalculatorSearch

export interface DemoEstimate {
  inputs: CalculatorInput
  figures: {
    grossAnnualSavings: number
    hoursSavedPerYear: number
    netAnnualSavings: number | null
    paybackMonths: number | null
  }
}

/** The estimate for complete, valid inputs (the URL's, or the form's hidden fields); otherwise null. */
export function estimateOf(search: DemoSearch, locale: Locale): DemoEstimate | null {
  const { input } = parseInputs(fromSearch(search), locale)
  if (!input) return null
  const result = calculate(input)
  return {
    inputs: input,
    figures: {
      grossAnnualSavings: Math.round(result.grossAnnualSavings),
      hoursSavedPerYear: Math.round(result.hoursSavedPerYear),
      netAnnualSavings: result.platform ? Math.round(result.platform.netAnnualSavings) : null,
      paybackMonths:
        result.platform?.paybackMonths == null ? null : Math.round(result.platform.paybackMonths * 10) / 10,
    },
  }
}

/** The estimate's inputs as form fields (hidden inputs under the URL keys). */
export function estimateFields(estimate: DemoEstimate): Array<[string, string]> {
  return FIELDS.flatMap((field) => {
    const value = estimate.inputs[field]
    return value === undefined ? [] : [[URL_KEYS[field], String(value)]]
  })
}

/** The URL keys a posted form may carry the inputs under. */
export const ESTIMATE_KEYS: readonly string[] = FIELDS.map((field) => URL_KEYS[field])
