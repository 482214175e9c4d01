import type { ReactNode } from 'react'
import { pageGrid } from './page-grid.ts'
import { keepCompounds } from './keep-compounds.tsx'

/** The call to action a page ends with: a dark panel with a heading, a sentence and buttons. */
export function CtaPanel({
  id,
  title,
  text,
  children,
}: {
  id: string
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={`${pageGrid} py-16 lg:py-24`}>
      <div className="relative overflow-hidden rounded-2xl bg-brand-900 px-5 py-12 text-center sm:px-12 lg:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgba(31,95,191,0.55),transparent_55%),radial-gradient(circle_at_90%_100%,rgba(16,185,129,0.18),transparent_45%)]"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {keepCompounds(title)}
          </h2>
          <p className="mt-4 leading-7 text-slate-200 sm:text-lg sm:leading-8">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        </div>
      </div>
    </section>
  )
}
