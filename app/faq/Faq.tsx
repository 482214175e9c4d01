import type { FaqView } from '../content/faq.ts'

// Links and lists inside sanitised HTML answers, styled from here (no global CSS for one widget).
const answerStyle =
  'mt-1 space-y-3 pb-6 pr-10 leading-7 text-muted [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6'

/**
 * Questions and answers as native disclosures: they open by mouse, keyboard and before JavaScript
 * has loaded. `items` come from fetchFaq (HTML answers already sanitised on the server).
 */
export function Faq({ items }: { items: FaqView[] }) {
  return (
    <div className="divide-y divide-slate-200 border-y border-slate-200">
      {items.map((item) => (
        <details key={item.id} id={`faq-${item.id}`} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-6 py-5 text-left text-base font-semibold text-brand-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:text-lg [&::-webkit-details-marker]:hidden">
            {item.question}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6 shrink-0 text-brand-600 transition-transform group-open:rotate-45"
            >
              <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
          {'answerHtml' in item ? (
            // eslint-disable-next-line react/no-danger -- sanitised on the server (app/faq/faq.server.ts)
            <div className={answerStyle} dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
          ) : (
            <p className={answerStyle}>{item.answer}</p>
          )}
        </details>
      ))}
    </div>
  )
}
