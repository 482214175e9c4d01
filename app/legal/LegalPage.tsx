import type { ReactNode } from 'react'
import { formatDate } from '../i18n/intl.ts'
import { getLocale } from '../paraglide/runtime.js'
import { m } from '../paraglide/messages.js'
import { LegalSection, type LegalSectionData } from './LegalSection.tsx'
import { rich } from '../ui/rich-text.tsx'
import { TableOfContents } from './TableOfContents.tsx'
import { readingColumn } from '../ui/page-grid.ts'
import { keepCompounds } from '../ui/keep-compounds.tsx'

interface LegalPageProps {
  title: string
  intro: string
  /** The text's effective date, YYYY-MM-DD (app/content/legal-entity.ts). */
  date: string
  sections: LegalSectionData[]
  /** Number the sections (1., 2., …). */
  numbered?: boolean
  /** Show a table of contents with in-page links. */
  toc?: boolean
  /** Shown between the heading block and the sections (the cookie policy's reset button). */
  lead?: ReactNode
}

/** The frame of every legal page: h1, intro, effective date, optional contents, numbered sections. */
export function LegalPage({ title, intro, date, sections, numbered = false, toc = false, lead }: LegalPageProps) {
  const locale = getLocale()
  return (
    <article className={`${readingColumn} py-16 lg:py-24`}>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">{keepCompounds(title)}</h1>
        <p className="mt-6 text-lg leading-8 text-muted">{intro}</p>
        <p className="mt-4 text-sm text-muted">
          {rich((t) => m.pages_legal_effective({ date: t.date }), {
            date: <time dateTime={date}>{formatDate(date, locale)}</time>,
          })}
        </p>
      </header>
      {lead}
      {toc && <TableOfContents sections={sections} />}
      <div className="mt-12">
        {sections.map((section, index) => (
          <LegalSection
            key={section.id}
            id={section.id}
            title={section.title}
            number={numbered ? index + 1 : undefined}
          >
            {section.content}
          </LegalSection>
        ))}
      </div>
    </article>
  )
}
