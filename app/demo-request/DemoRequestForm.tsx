import { Link } from '@tanstack/react-router'
import { type InputHTMLAttributes, type ReactNode, type SubmitEvent, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { asyncHandler } from '../lib/async-handler.ts'
import { loadOnce } from '../lib/load-once.ts'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'
import { buttonStyles } from '../ui/button-styles.ts'
import { rich } from '../ui/rich-text.tsx'
import { useAfterHydration } from '../ui/use-after-hydration.ts'
import { type DemoEstimate, estimateFields } from './estimate.ts'
import { DemoEstimateSummary } from './DemoEstimateSummary.tsx'
import {
  DEMO_FIELDS,
  DEMO_FORM_NAME,
  type DemoFields,
  EMPTY_FIELDS,
  type FieldName,
  type FieldProblems,
  TEXT_LIMITS,
  TOPICS,
} from './input.ts'
import { fieldMessage, formMessage } from './messages.ts'
import type { DemoOutcome, DemoPostState } from './outcome.ts'

type State =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'success' }
  | { kind: 'error'; message: string; problems: FieldProblems }

function stateOf(outcome: DemoOutcome): State {
  return outcome.ok
    ? { kind: 'success' }
    : { kind: 'error', message: formMessage(outcome), problems: outcome.problems ?? {} }
}

// The server function's client code is fetched when a visitor starts on the form and awaited on
// submit; if it cannot load, the form posts as it does without JavaScript.
const serverFunction = loadOnce(() => import('./demo.functions.ts'))

const newKey = () => crypto.randomUUID()
const fieldStyle =
  'min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-slate-200 aria-invalid:border-red-600'

/**
 * The demo request: a plain POST form to the page it is on, so it works before hydration and without
 * JavaScript (the server answers with this page, the form's state and the honest status). Once
 * hydrated it submits through the server function and stays on the page. Each submission carries a
 * key made in the browser, so a double click or a retried post stores one request.
 */
export function DemoRequestForm({ posted, estimate }: { posted: DemoPostState | null; estimate: DemoEstimate | null }) {
  const id = useId()
  const [fields, setFields] = useState<DemoFields>(posted?.fields ?? EMPTY_FIELDS)
  const [state, setState] = useState<State>(posted ? stateOf(posted.outcome) : { kind: 'idle' })
  // The submission's key: made at the first submit, kept for a retry, renewed after a success.
  const [key, setKey] = useState(posted?.key ?? '')
  const hydrated = useAfterHydration()
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    // What was typed or autofilled while the script loaded is in the fields, not in the state: adopt it.
    const element = form.current
    if (!element) return
    const data = new FormData(element)
    const typed = (['name', 'email', 'company', 'role', 'message'] as const).flatMap(
      (name): Array<[string, string]> => {
        const value = data.get(DEMO_FIELDS[name])
        return typeof value === 'string' && value !== '' ? [[name, value]] : []
      },
    )
    if (typed.length > 0) setFields((current) => ({ ...current, ...Object.fromEntries(typed) }))
  }, [])

  const pending = state.kind === 'pending'
  const problems = state.kind === 'error' ? state.problems : {}
  const set = (name: keyof DemoFields) => (value: string | boolean) => {
    setFields((current) => ({ ...current, [name]: value }))
    // Typing after a success starts the next request: the thanks give way to it.
    setState((current) => (current.kind === 'success' ? { kind: 'idle' } : current))
  }

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    // After a success the form is empty until the visitor types again: a submit now is the second
    // click of a double click that came after the answer, which would ask for the required fields
    // in place of the thanks (as the newsletter form ignores an empty address).
    if (pending || state.kind === 'success') return
    const element = event.currentTarget
    const submissionKey = key || newKey()
    setKey(submissionKey)
    // Also in the field itself: the plain post below (when the code does not load) sends it.
    const keyField = element.elements.namedItem(DEMO_FIELDS.key)
    if (keyField instanceof HTMLInputElement) keyField.value = submissionKey
    const data = Object.fromEntries([...new FormData(element).entries()].filter(([, v]) => typeof v === 'string'))
    setState({ kind: 'pending' })
    const functions = await serverFunction().catch(() => undefined)
    if (!functions) {
      // The code did not load: the plain POST (the fields are enabled again first: a disabled field is not sent).
      flushSync(() => setState({ kind: 'idle' }))
      element.submit()
      return
    }
    try {
      const outcome = await functions.requestDemo({ data: { ...data, locale: getLocale() } })
      // At once: the fields are enabled again before the first bad one takes the focus.
      flushSync(() => setState(stateOf(outcome)))
      if (outcome.ok) {
        setFields(EMPTY_FIELDS)
        setKey('')
      } else {
        const first = Object.keys(outcome.problems ?? {})[0]
        if (first) element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      }
    } catch {
      setState({ kind: 'error', message: m.pages_book_demo_form_error_failed(), problems: {} })
    }
  }

  const describedBy = (name: FieldName) => (problems[name] ? `${id}-${name}-error` : undefined)
  const problemText = (name: FieldName) => {
    const problem = problems[name]
    return problem ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {fieldMessage(name, problem)}
      </p>
    ) : null
  }
  const textField = (
    name: 'name' | 'email' | 'company' | 'role',
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={DEMO_FIELDS[name]}
        value={fields[name]}
        onChange={(event) => set(name)(event.target.value)}
        onFocus={() => void serverFunction()}
        disabled={pending}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        className={`mt-1 ${fieldStyle}`}
        {...extra}
      />
      {problemText(name)}
    </div>
  )

  return (
    <form
      ref={form}
      id="demo-request"
      method="post"
      action="#demo-request"
      noValidate
      onSubmit={asyncHandler(onSubmit)}
      className="mt-8 grid scroll-mt-24 gap-5 rounded-lg border border-slate-200 bg-white p-5 sm:p-8"
    >
      <input type="hidden" name={DEMO_FIELDS.form} value={DEMO_FORM_NAME} />
      <input type="hidden" name={DEMO_FIELDS.key} value={key} />
      {estimate && (
        <>
          {estimateFields(estimate).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <DemoEstimateSummary estimate={estimate} />
        </>
      )}
      <p role="status" aria-live="polite" className="empty:hidden">
        {state.kind === 'success' && (
          <span className="block rounded-md bg-emerald-50 px-4 py-3 font-medium text-emerald-800">
            {m.pages_book_demo_form_success()}
          </span>
        )}
        {state.kind === 'error' && (
          <span className="block rounded-md bg-red-50 px-4 py-3 font-medium text-red-800">{state.message}</span>
        )}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {textField('name', m.pages_book_demo_form_name(), {
          autoComplete: 'name',
          required: true,
          maxLength: TEXT_LIMITS.name,
        })}
        {textField('email', m.pages_book_demo_form_email(), {
          type: 'email',
          autoComplete: 'email',
          inputMode: 'email',
          required: true,
          maxLength: 254,
        })}
        {textField('company', m.pages_book_demo_form_company(), {
          autoComplete: 'organization',
          required: true,
          maxLength: TEXT_LIMITS.company,
        })}
        {textField('role', m.pages_book_demo_form_role(), {
          autoComplete: 'organization-title',
          maxLength: TEXT_LIMITS.role,
        })}
      </div>
      <fieldset aria-describedby={describedBy('topic')}>
        <legend className="text-sm font-medium text-ink">{m.pages_book_demo_form_topic()}</legend>
        <div className="mt-2 grid gap-2">
          {TOPICS.map((topic) => (
            <label key={topic} className="flex min-h-11 items-center gap-3 text-ink">
              <input
                type="radio"
                name={DEMO_FIELDS.topic}
                value={topic}
                checked={fields.topic === topic}
                onChange={() => set('topic')(topic)}
                disabled={pending}
                className="size-5 accent-brand-600"
              />
              {topicLabel[topic]()}
            </label>
          ))}
        </div>
        {problemText('topic')}
      </fieldset>
      <div>
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-ink">
          {m.pages_book_demo_form_message()}
        </label>
        <textarea
          id={`${id}-message`}
          name={DEMO_FIELDS.message}
          rows={5}
          maxLength={TEXT_LIMITS.message}
          value={fields.message}
          onChange={(event) => set('message')(event.target.value)}
          disabled={pending}
          aria-invalid={problems.message ? true : undefined}
          aria-describedby={describedBy('message')}
          className={`mt-1 py-2 ${fieldStyle}`}
        />
        {problemText('message')}
      </div>
      <label className="flex items-start gap-3 text-sm leading-6 text-ink">
        <input
          type="checkbox"
          name={DEMO_FIELDS.newsletter}
          checked={fields.newsletter}
          onChange={(event) => set('newsletter')(event.target.checked)}
          disabled={pending}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        {m.pages_book_demo_form_newsletter()}
      </label>
      {/* The honeypot: off screen and out of the tab order; people never see it, bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {m.common_newsletter_honeypot_label()}
          <input type="text" name={DEMO_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p className="text-sm leading-6 text-muted">
        {rich((t) => m.pages_book_demo_form_privacy({ link: t.link }), {
          link: (
            <Link to="/privacy-policy" hash="demo-requests" className="underline hover:text-brand-700">
              {m.pages_book_demo_form_privacy_link()}
            </Link>
          ),
        })}
      </p>
      <div>
        <button type="submit" disabled={hydrated && pending} className={`${buttonStyles.primary} px-6`}>
          {pending ? m.pages_book_demo_form_submitting() : m.pages_book_demo_form_submit()}
        </button>
      </div>
    </form>
  )
}

const topicLabel: Record<(typeof TOPICS)[number], () => ReactNode> = {
  demo: () => m.pages_book_demo_form_topic_demo(),
  question: () => m.pages_book_demo_form_topic_question(),
  partnership: () => m.pages_book_demo_form_topic_partnership(),
}
