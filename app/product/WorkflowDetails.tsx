import { agentTone } from '../marketing/agents.ts'
import { leadLabel, workflowSteps } from '../marketing/workflow.ts'
import { m } from '../paraglide/messages.js'

type Text = () => string
// In step order, matching workflowSteps.
const details: Array<{ does: Text; gets: Text; compliance: Text }> = [
  {
    does: m.pages_product_step_1_does,
    gets: m.pages_product_step_1_gets,
    compliance: m.pages_product_step_1_compliance,
  },
  {
    does: m.pages_product_step_2_does,
    gets: m.pages_product_step_2_gets,
    compliance: m.pages_product_step_2_compliance,
  },
  {
    does: m.pages_product_step_3_does,
    gets: m.pages_product_step_3_gets,
    compliance: m.pages_product_step_3_compliance,
  },
  {
    does: m.pages_product_step_4_does,
    gets: m.pages_product_step_4_gets,
    compliance: m.pages_product_step_4_compliance,
  },
  {
    does: m.pages_product_step_5_does,
    gets: m.pages_product_step_5_gets,
    compliance: m.pages_product_step_5_compliance,
  },
  {
    does: m.pages_product_step_6_does,
    gets: m.pages_product_step_6_gets,
    compliance: m.pages_product_step_6_compliance,
  },
  {
    does: m.pages_product_step_7_does,
    gets: m.pages_product_step_7_gets,
    compliance: m.pages_product_step_7_compliance,
  },
  {
    does: m.pages_product_step_8_does,
    gets: m.pages_product_step_8_gets,
    compliance: m.pages_product_step_8_compliance,
  },
]

/**
 * Every workflow step in depth, as a numbered stepper of native disclosures (they open without
 * JavaScript): the step's title shows, what it does, gives and how it stays compliant open on demand.
 */
export function WorkflowDetails({ labelledBy }: { labelledBy: string }) {
  return (
    <ol aria-labelledby={labelledBy} className="mt-8 grid gap-2 sm:mt-10 sm:gap-3">
      {workflowSteps.map((step, index) => {
        const detail = details[index]
        if (!detail) return null
        const tone = agentTone[step.lead]
        const rows: Array<[string, string]> = [
          [m.pages_product_label_does(), detail.does()],
          [m.pages_product_label_gets(), detail.gets()],
          [m.pages_product_label_compliance(), detail.compliance()],
        ]
        return (
          <li key={index} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <details className="group" data-workflow-step>
              {/* A summary holds phrasing content and headings only: a grid places them, no wrapper. */}
              <summary className="grid min-h-11 cursor-pointer list-none grid-cols-[auto_1fr_auto] items-center gap-x-4 rounded-2xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:gap-x-6 sm:px-7 sm:py-4 [&::-webkit-details-marker]:hidden">
                <span
                  aria-hidden="true"
                  className={`row-span-2 flex size-10 items-center justify-center rounded-full font-bold ${tone.badge}`}
                >
                  {index + 1}
                </span>
                <span className={`text-xs font-semibold tracking-wide uppercase ${tone.text}`}>
                  {m.pages_product_step_number({ number: String(index + 1) })} · {leadLabel[step.lead]()}
                </span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="row-span-2 size-5 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="m6 9 6 6 6-6" />
                </svg>
                <h3 className="col-start-2 mt-0.5 text-lg font-semibold text-balance text-brand-900">{step.title()}</h3>
              </summary>
              <dl className="grid gap-5 border-t border-slate-100 px-4 pt-4 pb-5 sm:px-7 sm:pl-[5.5rem] md:grid-cols-3">
                {rows.map(([term, text]) => (
                  <div key={term}>
                    <dt className="text-sm font-semibold text-brand-900">{term}</dt>
                    <dd className="mt-1 text-sm leading-6 text-muted">{text}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </li>
        )
      })}
    </ol>
  )
}
