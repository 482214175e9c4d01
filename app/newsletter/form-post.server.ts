// The signup form without JavaScript: a plain POST to the page it is on. The server stores the
// signup exactly as the server function does, then renders that same page with the form's state
// (success, or the error with the address kept) and the honest HTTP status. It takes the server
// function's origin rule (`isOwnPageRequest`). Start's request middleware runs it (app/page-posts.ts).
import { clientAddress } from '../http/client-address.ts'
import { isFormBody, plainTextAnswer } from '../http/form-body.ts'
import { isOwnPageRequest } from '../http/same-origin.ts'
import { subscribeDeps } from './deps.server.ts'
import { FORM_FIELDS, FORM_NAME } from './input.ts'
import { httpStatus, type NewsletterPostState, outcomeHeaders, type SignupOutcome } from './outcome.ts'
import { subscribe } from './subscribe.server.ts'
import { localeOfPath } from '../i18n/locale.ts'
import { m } from '../paraglide/messages.js'

/** Renders a GET request for a page with the form's state in its request context. */
type RenderWithPost = (request: Request, context: { newsletterPost: NewsletterPostState }) => Promise<Response>

const text = plainTextAnswer

const crossSiteRefusal = () => text(403, 'Cross-site form posts are not accepted.')

/**
 * A POST to the page at `pathname`: the newsletter form's state for the page rendered in answer, or
 * the refusal. The newsletter form is the only thing posted to most pages: any other body is refused
 * (415, 400) instead of rendering the page. On a page with a form of its own (`ownForm`, answered by
 * its route's POST handler) another form is left to that handler (undefined).
 */
export async function newsletterFormPost(
  request: Request,
  pathname: string,
  ownForm = false,
): Promise<NewsletterPostState | Response | undefined> {
  if (!isOwnPageRequest(request)) return crossSiteRefusal()
  if (!isFormBody(request)) return ownForm ? undefined : text(415, 'Pages take the newsletter form only.')
  let form: FormData
  try {
    // A copy: the page's own handler reads the body when the post is its form.
    form = await (ownForm ? request.clone() : request).formData()
  } catch {
    return text(400, 'Malformed form data.')
  }
  if (form.get(FORM_FIELDS.form) !== FORM_NAME) {
    return ownForm ? undefined : text(400, 'Pages take the newsletter form only.')
  }
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const locale = localeOfPath(pathname)
  const email = field(FORM_FIELDS.email)
  const outcome = await subscribe(
    subscribeDeps(),
    { email, locale, website: field(FORM_FIELDS.honeypot) },
    clientAddress(request),
  )
  return { outcome, email: outcome.ok ? '' : email.slice(0, 1024) }
}

/**
 * A post to a page too large to read (`tooLarge`, app/http/body-limit.ts, unread): the page with the
 * form's message instead, 413, and the connection closed. Cross-site posts keep their refusal.
 */
export async function tooLargeFormPost(
  request: Request,
  url: URL,
  render: RenderWithPost,
  tooLarge: Response,
): Promise<Response> {
  if (request.method !== 'POST') return tooLarge
  if (!isOwnPageRequest(request)) return crossSiteRefusal()
  const locale = localeOfPath(url.pathname)
  const outcome: SignupOutcome = {
    ok: false,
    reason: 'too_large',
    message: m.common_newsletter_error_too_large({}, { locale }),
  }
  const state = { outcome, email: '' }
  const headers = new Headers(request.headers)
  for (const name of ['content-type', 'content-length', 'transfer-encoding']) headers.delete(name)
  // The form reads its state from the render's request context.
  const page = pageAnswering(
    await render(new Request(url, { method: 'GET', headers }), { newsletterPost: state }),
    state,
  )
  page.headers.set('connection', 'close')
  return page
}

/** The page rendered in answer to a post, its status the signup's unless the page failed on its own; never stored. */
export function pageAnswering(page: Response, state: NewsletterPostState): Response {
  const answer = new Headers(page.headers)
  answer.set('cache-control', 'no-store')
  for (const [name, value] of Object.entries(outcomeHeaders(state.outcome))) answer.set(name, value)
  // A page that failed on its own (404, 500) keeps its status; otherwise the signup's status is the answer.
  const status = page.status === 200 ? httpStatus(state.outcome) : page.status
  return new Response(page.body, { status, headers: answer })
}
