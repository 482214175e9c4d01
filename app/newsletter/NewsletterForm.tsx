import { Link } from '@tanstack/react-router'
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { asyncHandler } from '../lib/async-handler.ts'
import { loadOnce } from '../lib/load-once.ts'
import { rich } from '../ui/rich-text.tsx'
import { useAfterHydration } from '../ui/use-after-hydration.ts'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'
import { EMAIL_MAX_LENGTH, FORM_FIELDS, FORM_NAME } from './input.ts'
import { postedNewsletterState } from './post-state.ts'
import { isAddressRefused, type SignupOutcome } from './outcome.ts'

type State =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'success' }
  /** `addressRefused`: the address itself is the problem (the field is marked invalid), not a limit or an outage. */
  | { kind: 'error'; message: string; addressRefused: boolean }

function stateOf(outcome: SignupOutcome): State {
  return outcome.ok
    ? { kind: 'success' }
    : { kind: 'error', message: outcome.message, addressRefused: isAddressRefused(outcome) }
}

// The server function's client code (with seroval's serializer) is not part of every first load: it is
// fetched when a visitor starts on the form (focus) and awaited on submit (app/client.tsx), once per
// page (app/lib/load-once.ts). If it cannot load, the form posts as it does without JavaScript.
const serverFunction = loadOnce(() => import('./newsletter.functions.ts'))

/**
 * The newsletter signup. A plain POST form to the page it is on (`action="#<id>"`), so it works before
 * hydration and without JavaScript: the server answers with this page and the form's state. Once
 * hydrated it submits through the server function and stays on the page.
 */
export function NewsletterForm({ id = 'newsletter', tone = 'dark' }: { id?: string; tone?: 'dark' | 'light' }) {
  const fieldId = useId()
  const statusId = useId()
  // The state a plain form post left (the same while rendering on the server and hydrating).
  const [posted] = useState(postedNewsletterState)
  const [email, setEmail] = useState(posted?.email ?? '')
  const [state, setState] = useState<State>(posted ? stateOf(posted.outcome) : { kind: 'idle' })
  // Before hydration the button must stay usable: the disabled rules need JavaScript to lift them.
  const hydrated = useAfterHydration()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    // An address typed or autofilled while the script was loading is in the field but not in the
    // state: adopt it, so it is neither lost nor ignored (the button would stay disabled).
    const typed = input.current?.value
    if (typed) setEmail(typed)
  }, [])

  const pending = state.kind === 'pending'
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending || email.trim() === '') return
    const form = event.currentTarget
    const website = new FormData(form).get(FORM_FIELDS.honeypot)
    setState({ kind: 'pending' })
    const functions = await serverFunction().catch(() => undefined)
    if (!functions) {
      // The code did not load: the plain POST, whose answer is this page with the form's state. The
      // field is enabled again first (a disabled field is not sent); submit() fires no submit event.
      flushSync(() => setState({ kind: 'idle' }))
      form.submit()
      return
    }
    try {
      const outcome = await functions.subscribeToNewsletter({
        data: { email, locale: getLocale(), website: typeof website === 'string' ? website : '' },
      })
      setState(stateOf(outcome))
      if (outcome.ok) setEmail('')
    } catch {
      // The network or the server failed outright: the address stays in the field for another try.
      setState({ kind: 'error', message: m.common_newsletter_error_failed(), addressRefused: false })
    }
  }

  const dark = tone === 'dark'
  const invalid = state.kind === 'error' && state.addressRefused
  return (
    <form
      id={id}
      method="post"
      action={`#${id}`}
      noValidate
      onSubmit={asyncHandler(onSubmit)}
      className="mt-4 grid gap-3 scroll-mt-24"
    >
      <input type="hidden" name={FORM_FIELDS.form} value={FORM_NAME} />
      <label htmlFor={fieldId} className={`text-sm font-medium ${dark ? 'text-white' : 'text-ink'}`}>
        {m.common_newsletter_email_label()}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          ref={input}
          id={fieldId}
          type="email"
          name={FORM_FIELDS.email}
          required
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder={m.common_newsletter_email_placeholder()}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onFocus={() => void serverFunction()}
          disabled={pending}
          aria-invalid={invalid || undefined}
          aria-describedby={statusId}
          className="min-h-11 w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 text-base text-ink placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-slate-200 aria-invalid:border-red-600"
        />
        <button
          type="submit"
          disabled={hydrated && (pending || email.trim() === '')}
          className={`inline-flex min-h-11 shrink-0 items-center justify-center rounded-md px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${
            dark
              ? 'bg-white text-brand-900 hover:bg-slate-100 focus-visible:outline-white'
              : 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600'
          }`}
        >
          {pending ? m.common_newsletter_submitting() : m.common_newsletter_submit()}
        </button>
      </div>
      {/* The honeypot: off screen and out of the tab order; people never see it, bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {m.common_newsletter_honeypot_label()}
          <input type="text" name={FORM_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {/* Always in the document, so screen readers announce what appears in it. */}
      <p id={statusId} role="status" aria-live="polite" className="text-sm leading-6 empty:hidden">
        {state.kind === 'success' && (
          <span className={dark ? 'text-emerald-300' : 'text-emerald-700'}>{m.common_newsletter_success()}</span>
        )}
        {state.kind === 'error' && <span className={dark ? 'text-red-300' : 'text-red-700'}>{state.message}</span>}
      </p>
      <p className={`text-xs leading-5 ${dark ? 'text-slate-400' : 'text-slate-600'}`}>
        {rich((t) => m.common_newsletter_consent({ link: t.link }), {
          link: (
            <Link
              to="/privacy-policy"
              hash="newsletter-data"
              className="underline hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {m.common_newsletter_privacy_link()}
            </Link>
          ),
        })}
      </p>
    </form>
  )
}
