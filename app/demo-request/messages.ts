// The form's translated texts for an outcome: one message per bad field, one for the form.
import { m } from '../paraglide/messages.js'
import { type FieldName, type FieldProblem, TEXT_LIMITS } from './input.ts'
import type { DemoOutcome } from './outcome.ts'

export function fieldMessage(field: FieldName, problem: FieldProblem): string {
  if (problem === 'required') return m.pages_book_demo_form_error_required()
  if (field === 'email') return m.pages_book_demo_form_error_email()
  if (field === 'topic') return m.pages_book_demo_form_error_topic()
  return m.pages_book_demo_form_error_too_long({ max: String(TEXT_LIMITS[field]) })
}

/** The message above the form for a failure (a bad field's own message sits beside it). */
export function formMessage(outcome: Exclude<DemoOutcome, { ok: true }>): string {
  switch (outcome.reason) {
    case 'invalid':
      return m.pages_book_demo_form_error_summary()
    case 'rate_limited':
      return m.pages_book_demo_form_error_rate_limited({
        minutes: String(Math.max(1, Math.ceil((outcome.retryAfterSeconds ?? 60) / 60))),
      })
    case 'failed':
      return m.pages_book_demo_form_error_failed()
    case 'too_large':
      return m.pages_book_demo_form_error_too_large()
  }
}
