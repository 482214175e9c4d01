import { useEffect, useRef, useState } from 'react'
import { isExampleHost } from '../config/site.ts'
import { CookieSettingsButton } from '../consent/CookieSettingsButton.tsx'
import { consentStore } from '../consent/page-consent.ts'
import { useConsent } from '../consent/use-consent.ts'
import { useSite } from '../config/use-site.ts'
import { m } from '../paraglide/messages.js'
import { buttonStyles } from '../ui/button-styles.ts'
import { SchedulerTabLink } from './SchedulerTabLink.tsx'

// Placeholder and embed share one box, so the swap after consent moves nothing below it.
const box = 'h-[760px] w-full rounded-lg border border-slate-200 sm:h-[720px]'

/** How long the embed may take to load before the page says it did not and offers the other ways. */
export const SCHEDULER_LOAD_TIMEOUT_MS = 8000

/**
 * The third-party scheduler. Embedding it lets its provider set cookies and see the visitor, so the
 * iframe exists only in the browser and only with functional consent (the category the cookie banner
 * names for embedded services). Before that – and in the server render, where consent is unknown – a
 * link opens the scheduler in a new tab, and one button gives the consent for the embed. A sample
 * address (SCHEDULER_URL unset) is never embedded or linked, and an embed that has not loaded in time
 * (blocked by a network or an extension) is replaced: either way the page says so, offers what works
 * and points to the form above. The grey frame of a failed embed never shows.
 */
export function SchedulerEmbed() {
  const site = useSite()
  const consent = useConsent()
  const frame = useRef<HTMLIFrameElement>(null)
  const [justAllowed, setJustAllowed] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [timedOut, setTimedOut] = useState(false)
  const sample = isExampleHost(site.schedulerUrl)
  const embedding = Boolean(consent?.functional) && !sample

  // The button the visitor pressed is gone once the embed shows: keep their focus on what replaced it.
  useEffect(() => {
    if (justAllowed) frame.current?.focus()
  }, [justAllowed, consent])
  useEffect(() => {
    if (!embedding || loaded) return
    const timer = setTimeout(() => setTimedOut(true), SCHEDULER_LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [embedding, loaded])

  if (sample) return <Unavailable message={m.pages_book_demo_scheduler_unset()} />
  if (embedding && timedOut && !loaded) {
    return <Unavailable message={m.pages_book_demo_scheduler_failed()} link />
  }
  if (embedding) {
    return (
      <div>
        <iframe
          ref={frame}
          src={site.schedulerUrl}
          title={m.pages_book_demo_scheduler_frame_title()}
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          className={`${box} bg-white`}
          // The frame's own document arrives after that focus, from another site (another process in
          // Chromium); should the swap drop the focus to the page's body, give it back, unless the
          // visitor has moved on. A CI run once found the frame unfocused after the press.
          onLoad={() => {
            setLoaded(true)
            if (justAllowed && document.activeElement === document.body) frame.current?.focus()
          }}
        />
        <p className="mt-3 text-sm text-muted">
          {m.pages_book_demo_scheduler_fallback()}{' '}
          <SchedulerTabLink className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900" />
        </p>
      </div>
    )
  }

  const allow = () => {
    const store = consentStore()
    store.save({ ...store.get(), functional: true })
    setJustAllowed(true)
  }
  return (
    <div className={`${box} flex flex-col items-center justify-center gap-6 bg-brand-50 p-6 text-center`}>
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-14 text-brand-600">
        <rect x="6" y="10" width="36" height="32" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M6 19h36M16 6v8M32 6v8M15 27h6M27 27h6M15 34h6" stroke="currentColor" strokeWidth="3" />
      </svg>
      <SchedulerTabLink className={buttonStyles.primary} />
      <p className="max-w-xl leading-7 text-ink">{m.pages_book_demo_consent_note()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* Long labels wrap on narrow screens instead of overflowing the box. */}
        <button
          type="button"
          className={`${buttonStyles.secondary} py-2 text-center whitespace-normal!`}
          onClick={allow}
        >
          {m.pages_book_demo_allow_embed()}
        </button>
        <CookieSettingsButton className={buttonStyles.secondary} />
      </div>
    </div>
  )
}

/** The scheduler cannot be shown: what happened, the link in a new tab (unless it is a sample) and the form. */
function Unavailable({ message, link = false }: { message: string; link?: boolean }) {
  return (
    <div role="status" className="flex flex-col items-start gap-4 rounded-lg border border-slate-200 bg-white p-6">
      <p className="leading-7 text-ink">{message}</p>
      <div className="flex flex-wrap gap-3">
        {link && <SchedulerTabLink className={buttonStyles.secondary} />}
        <a href="#demo-request" className={buttonStyles.primary}>
          {m.pages_book_demo_to_form()}
        </a>
      </div>
    </div>
  )
}
