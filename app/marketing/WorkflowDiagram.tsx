import { agentTone } from './agents.ts'
import { Icon } from './Icon.tsx'
import { leadLabel, workflowSteps } from './workflow.ts'

/**
 * The eight steps as an ordered list drawn as a diagram: one column of cards joined by a line on
 * phones; on wide screens four columns, one per phase (brand foundation, strategy, content,
 * compliance and approval), read top to bottom and left to right, with arrows between the columns.
 */
export function WorkflowDiagram({ labelledBy }: { labelledBy: string }) {
  return (
    <ol
      aria-labelledby={labelledBy}
      className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-flow-col lg:grid-cols-4 lg:grid-rows-2 lg:gap-x-8"
    >
      {workflowSteps.map((step, index) => {
        const tone = agentTone[step.lead]
        const last = index === workflowSteps.length - 1
        return (
          <li
            key={index}
            className={`relative flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${
              last
                ? ''
                : 'before:absolute before:top-full before:left-10 before:h-4 before:w-0.5 before:bg-slate-300 sm:before:hidden'
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex size-10 shrink-0 items-center justify-center rounded-full text-base font-bold ${tone.badge}`}
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className={`text-xs font-semibold tracking-wide uppercase ${tone.text}`}>{leadLabel[step.lead]()}</p>
              <h3 className="mt-1 font-semibold text-balance text-brand-900">{step.title()}</h3>
              <p className="mt-1 text-sm leading-6 text-muted">{step.summary()}</p>
            </div>
            {index < 6 && (
              <span
                aria-hidden="true"
                className="absolute top-1/2 -right-7 z-10 hidden size-6 -translate-y-1/2 items-center justify-center rounded-full bg-white text-slate-400 ring-1 ring-slate-200 lg:flex"
              >
                <Icon name="arrow" className="size-4" />
              </span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
