import type { ReactNode } from 'react'

export interface LegalSectionData {
  /** The in-page anchor (also the table of contents' link target). */
  id: string
  title: string
  content: ReactNode
}

/** One section of a legal page: an h2 (with its number, if the page numbers them) and its text. */
export function LegalSection({
  id,
  title,
  number,
  children,
}: {
  id: string
  title: string
  number?: number
  children: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="mt-12 first:mt-0">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900">
        {number !== undefined && <span className="tabular-nums">{`${number}. `}</span>}
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A titled part of a section (h3). */
export function LegalSubsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-8">
      <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
      {children}
    </div>
  )
}
