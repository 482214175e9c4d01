import { useNavigate } from '@tanstack/react-router'
import { type SubmitEvent, useState } from 'react'
import { m } from '../paraglide/messages.js'
import { buttonStyles } from '../ui/button-styles.ts'
import { formatNumber } from './format.ts'
import {
  type Field,
  type FieldError,
  FIELDS,
  LIMITS,
  OPTIONAL_FIELDS,
  type ParsedInputs,
  parseInputs,
  toSearch,
  URL_KEYS,
} from './inputs.ts'
import type { Locale } from '../i18n/locale.ts'

const labels: Record<Field, () => string> = {
  teamSize: m.pages_calc_team_label,
  campaignsPerYear: m.pages_calc_campaigns_label,
  piecesPerCampaign: m.pages_calc_pieces_label,
  externalBudgetPerCampaign: m.pages_calc_budget_label,
  platformCostPerYear: m.pages_calc_cost_label,
}

function errorText(error: FieldError, field: Field, locale: Locale): string {
  const { min, max } = LIMITS[field]
  switch (error) {
    case 'required':
      return m.pages_calc_error_required()
    case 'notWholeNumber':
      return m.pages_calc_error_not_whole()
    case 'tooSmall':
      return m.pages_calc_error_too_small({ min: formatNumber(min, locale) })
    case 'tooLarge':
      return m.pages_calc_error_too_large({ max: formatNumber(max, locale) })
  }
}

/**
 * A GET form: without JavaScript it submits to the same page and the server renders the result.
 * Once hydrated it validates in place and puts the values into the URL (shareable, survives reload).
 */
export function CalculatorForm({
  parsed,
  showErrors,
  locale,
}: {
  parsed: ParsedInputs
  showErrors: boolean
  locale: Locale
}) {
  const navigate = useNavigate()
  const [errors, setErrors] = useState(showErrors ? parsed.errors : {})

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const result = parseInputs(
      Object.fromEntries(FIELDS.map((field) => [field, form.get(URL_KEYS[field]) ?? ''])),
      locale,
    )
    setErrors(result.errors)
    if (!result.input) {
      const first = FIELDS.find((field) => result.errors[field])
      if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${URL_KEYS[first]}"]`)?.focus()
      return
    }
    void navigate({ to: '.', search: toSearch(result.input), resetScroll: false })
  }

  const hasErrors = FIELDS.some((field) => errors[field])
  return (
    <form
      method="get"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="calculator-form-title"
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="calculator-form-title" className="text-xl font-semibold text-brand-900">
        {m.pages_calc_form_title()}
      </h2>
      {hasErrors && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {m.pages_calc_error_summary()}
        </p>
      )}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const id = `calc-${URL_KEYS[field]}`
          const error = errors[field]
          const value = parsed.values[field]
          const { min, max } = LIMITS[field]
          return (
            <div key={field}>
              <label htmlFor={id} className="block text-sm font-semibold text-ink">
                {labels[field]()}
              </label>
              <input
                id={id}
                name={URL_KEYS[field]}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={value === undefined ? '' : formatNumber(value, locale)}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                className="mt-2 block min-h-11 w-full rounded-md border border-slate-400 px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid]:border-red-700"
              />
              <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
                {(OPTIONAL_FIELDS.has(field) ? m.pages_calc_cost_hint : m.pages_calc_hint_range)({
                  min: formatNumber(min, locale),
                  max: formatNumber(max, locale),
                })}
              </p>
              {error && (
                <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
                  {errorText(error, field, locale)}
                </p>
              )}
            </div>
          )
        })}
      </div>
      <button type="submit" className={`${buttonStyles.primary} mt-6`}>
        {m.pages_calc_submit()}
      </button>
    </form>
  )
}
