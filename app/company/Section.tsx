import type { ReactNode } from 'react'
import { pageGrid } from '../ui/page-grid.ts'
import { keepCompounds } from '../ui/keep-compounds.tsx'

/** A page section with its h2; the heading names the section for assistive technology. */
export function Section(props: { id: string; title: string; intro?: string; tinted?: boolean; children?: ReactNode }) {
  const headingId = `${props.id}-title`
  return (
    <section aria-labelledby={headingId} className={props.tinted ? 'bg-brand-50' : undefined}>
      <div className={`${pageGrid} py-14 lg:py-20`}>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {keepCompounds(props.title)}
        </h2>
        {props.intro && <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">{props.intro}</p>}
        {props.children}
      </div>
    </section>
  )
}
