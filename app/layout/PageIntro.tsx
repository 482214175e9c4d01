import type { ReactNode } from 'react'

/** The heading block every page starts with. */
export function PageIntro({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">{title}</h1>
      <p className="mt-6 text-lg leading-8 text-muted">{intro}</p>
      {children}
    </section>
  )
}
