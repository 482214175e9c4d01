import { m } from '../paraglide/messages.js'
import type { LegalSectionData } from './LegalSection.tsx'
import { textLinkStyle } from './LegalText.tsx'

/** In-page links to every section, numbered like the sections. Plain anchors: they work before hydration. */
export function TableOfContents({ sections }: { sections: LegalSectionData[] }) {
  return (
    <nav aria-labelledby="legal-toc" className="mt-10 rounded-lg border border-slate-200 px-5 py-4">
      <h2 id="legal-toc" className="text-lg font-semibold text-brand-900">
        {m.pages_legal_toc()}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-6 leading-7 marker:text-muted sm:columns-2 sm:gap-8">
        {sections.map((section) => (
          <li key={section.id} className="break-inside-avoid">
            <a href={`#${section.id}`} className={textLinkStyle}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
