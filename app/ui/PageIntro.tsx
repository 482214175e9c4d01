import type { ReactNode } from 'react'

/**
 * The heading block every page starts with. `wide`: on the grid of pages whose sections are wide
 * (the company pages' cards in four columns), so the heading and the sections share one left edge.
 */
export function PageIntro({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string
  intro: string
  wide?: boolean
  children?: ReactNode
}) {
  return (
    <section className={`mx-auto px-4 py-16 sm:px-6 lg:py-24 ${wide ? 'max-w-6xl' : 'max-w-4xl'}`}>
      <h1 className="max-w-4xl text-3xl hyphens-auto wrap-break-word font-bold tracking-tight text-brand-900 sm:text-5xl">
        {title}
      </h1>
      <p className={`mt-6 text-lg leading-8 text-muted ${wide ? 'max-w-3xl' : ''}`}>{intro}</p>
      {children}
    </section>
  )
}
