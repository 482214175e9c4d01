import type { ReactNode } from 'react'

/** The closing call to action of a page: heading, one sentence, buttons. */
export function CtaPanel({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  const headingId = `${id}-title`
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
      <div className="rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-200">{text}</p>
        <div className="mt-8 flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  )
}
