import type { ReactNode } from 'react'
import { BrandMark } from '../brand/BrandMark.tsx'
import { m } from '../paraglide/messages.js'

/**
 * A screen of the platform drawn in HTML, one picture for assistive technology (`role="img"`, its
 * description from the messages), captioned as an illustration with sample content. Everything inside
 * is sized in em from a font size that follows the frame's width (a container query), so the screen
 * scales like a screenshot on wide columns and stays legible (12 px at least) on phones, where its
 * text wraps instead. The words are the page's language: they are messages like every other text.
 */
export function ScreenFrame({
  id,
  alt,
  title,
  aside,
  children,
  className = '',
}: {
  /** Names the screen for tests and styles (`data-screen`). */
  id: string
  alt: string
  title: string
  aside?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <figure data-screen={id} className={`@container min-w-0 ${className}`}>
      <div
        role="img"
        aria-label={alt}
        className="overflow-hidden rounded-xl bg-white text-[clamp(12px,2.45cqw,15px)] leading-[1.4] hyphens-auto text-ink shadow-2xl [overflow-wrap:anywhere] ring-1 shadow-brand-900/15 ring-slate-900/10 select-none"
      >
        <div className="flex items-center gap-[0.6em] bg-brand-900 px-[1em] py-[0.6em] text-white">
          <BrandMark className="size-[1.5em] shrink-0" />
          <span className="min-w-0 truncate text-[0.9em] font-semibold">{title}</span>
          {aside && <span className="ml-auto shrink-0 text-[0.8em] text-brand-100">{aside}</span>}
        </div>
        {children}
      </div>
      <figcaption className="mt-3 text-xs text-muted">{m.common_screen_caption()}</figcaption>
    </figure>
  )
}

/** A done check: a green circle with a tick. */
export function Tick({ className = 'bg-emerald-100 text-emerald-700' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-[1.3em] shrink-0 rounded-full ${className}`}>
      <path
        d="m6 10.5 2.6 2.6L14.2 7.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** A button as the screen shows it (not a control of this page). */
export function ScreenButton({ label, primary = false }: { label: string; primary?: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-[0.5em] px-[0.9em] py-[0.45em] text-[0.85em] font-semibold ${
        primary ? 'bg-brand-600 text-white' : 'bg-white text-brand-900 ring-1 ring-slate-300'
      }`}
    >
      {label}
    </span>
  )
}
