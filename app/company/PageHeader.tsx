import type { ReactNode } from 'react'

/**
 * The h1 block of the company pages: PageIntro's look, on the same wide grid as their sections
 * (cards in four columns), so the heading and the sections share one left edge.
 */
export function PageHeader({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
      <h1 className="max-w-4xl text-3xl hyphens-auto wrap-break-word font-bold tracking-tight text-brand-900 sm:text-5xl">{title}</h1>
      <p className="mt-6 max-w-3xl text-lg leading-8 text-muted">{intro}</p>
      {children}
    </section>
  )
}
