import type { ReactNode } from 'react'

/** A page section with its h2; the heading names the section for assistive technology. */
export function Section(props: { id: string; title: string; intro?: string; tinted?: boolean; children?: ReactNode }) {
  const headingId = `${props.id}-title`
  return (
    <section aria-labelledby={headingId} className={props.tinted ? 'bg-brand-50' : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
        <h2
          id={headingId}
          className="hyphens-auto wrap-break-word text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl"
        >
          {props.title}
        </h2>
        {props.intro && <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">{props.intro}</p>}
        {props.children}
      </div>
    </section>
  )
}
