// The demo form without JavaScript: a plain POST to the demo page, answered by the route's POST
// handler (app/routes/book-demo.tsx). It stores the request exactly as the server function does, then
// lets Start render the page with the form's state (success, or each bad field's message with what
// was typed kept) and the honest status. It takes the server functions' origin rule.
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { clientAddress } from '../http/client-address.ts'
import { isFormBody, plainTextAnswer } from '../http/form-body.ts'
import { isOwnPageRequest } from '../http/same-origin.ts'
import { localeOfPath } from '../i18n/locale.ts'
import type { RequestContext } from '../start.ts'
import { demoDeps } from './deps.server.ts'
import { DEMO_FIELDS, DEMO_FORM_NAME, EMPTY_FIELDS } from './input.ts'
import { demoHeaders, demoStatus, type DemoPostState } from './outcome.ts'
import { submissionOf } from './submission.ts'
import { submitDemoRequest } from './submit.server.ts'

/**
 * The form's state for the page, or a refusal (a cross-site post, a body that is not this form).
 * `context.formTooLarge`: app/server.ts refused the body unread (413); the page still answers with the form.
 */
export async function demoFormPost(request: Request, context: RequestContext): Promise<DemoPostState | Response> {
  if (!isOwnPageRequest(request)) return plainTextAnswer(403, 'Cross-site form posts are not accepted.')
  const locale = localeOfPath(new URL(request.url).pathname)
  if (context.formTooLarge) return { outcome: { ok: false, reason: 'too_large' }, fields: EMPTY_FIELDS, key: '' }
  if (!isFormBody(request)) return plainTextAnswer(415, 'This page takes the demo form only.')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return plainTextAnswer(400, 'Malformed form data.')
  }
  if (form.get(DEMO_FIELDS.form) !== DEMO_FORM_NAME) return plainTextAnswer(400, 'This page takes the demo form only.')
  const raw = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
  const submission = submissionOf(raw, locale)
  const outcome = await submitDemoRequest(demoDeps(), submission, clientAddress(request))
  return { outcome, fields: outcome.ok ? EMPTY_FIELDS : submission.fields, key: outcome.ok ? '' : submission.key }
}

/** Sets the status and headers of the page rendered with `state`; it is never cached. */
export function answerWith(state: DemoPostState): void {
  setResponseStatus(demoStatus(state.outcome))
  setResponseHeader('cache-control', 'no-store')
  for (const [name, value] of Object.entries(demoHeaders(state.outcome))) setResponseHeader(name, value)
}
