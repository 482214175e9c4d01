import type { ReactNode } from 'react'
import { pageGrid } from './page-grid.ts'
import { keepCompounds } from './keep-compounds.tsx'

/** The heading block every page starts with, on the page grid: its left edge is every section's. */
export function PageIntro({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <section className={`${pageGrid} py-16 lg:py-24`}>
      <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">{keepCompounds(title)}</h1>
      <p className="mt-6 max-w-3xl text-lg leading-8 text-muted">{intro}</p>
      {children}
    </section>
  )
}
