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

/** Every workflow step in depth: a numbered timeline with what it does, gives and how it stays compliant. */
export function WorkflowDetails({ labelledBy }: { labelledBy: string }) {
  return (
    <ol aria-labelledby={labelledBy} className="mt-10 grid gap-5">
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
          <li
            key={index}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:gap-6 sm:p-7"
          >
            <span
              aria-hidden="true"
              className={`flex size-11 shrink-0 items-center justify-center rounded-full text-lg font-bold ${tone.badge}`}
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className={`text-xs font-semibold tracking-wide uppercase ${tone.text}`}>
                {m.pages_product_step_number({ number: String(index + 1) })} · {leadLabel[step.lead]()}
              </p>
              <h3 className="mt-1 text-xl font-semibold text-balance text-brand-900">{step.title()}</h3>
              <dl className="mt-4 grid gap-5 md:grid-cols-3">
                {rows.map(([term, text]) => (
                  <div key={term}>
                    <dt className="text-sm font-semibold text-brand-900">{term}</dt>
                    <dd className="mt-1 text-sm leading-6 text-muted">{text}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
