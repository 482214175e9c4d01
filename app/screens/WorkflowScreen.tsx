import { Icon } from '../marketing/Icon.tsx'
import { m } from '../paraglide/messages.js'
import { ScreenButton, ScreenFrame, Tick } from './ScreenFrame.tsx'

/** One asset on its way: four steps done, the last one waiting for a person's approval. */
export function WorkflowScreen({ className }: { className?: string }) {
  const done = [
    m.home_workflow_1_title(),
    m.home_workflow_4_title(),
    m.home_workflow_6_title(),
    m.home_workflow_7_title(),
  ]
  return (
    <ScreenFrame
      id="workflow"
      alt={m.common_screen_workflow_alt()}
      title={`${m.common_screen_detail_aid()} · ${m.common_screen_sample_product()}`}
      className={className}
    >
      <div className="grid grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]">
        <ol className="grid content-start gap-[0.2em] border-r border-slate-200 bg-slate-50 p-[1em] text-[0.85em]">
          {done.map((step) => (
            <li key={step} className="flex items-center gap-[0.5em] py-[0.3em]">
              <Tick />
              <span className="min-w-0 flex-1">{step}</span>
            </li>
          ))}
          <li className="flex items-center gap-[0.5em] rounded-[0.5em] bg-brand-50 px-[0.3em] py-[0.4em] font-semibold text-brand-900 ring-1 ring-brand-100">
            <span className="size-[1.3em] shrink-0 rounded-full border-[0.3em] border-brand-600 bg-white" />
            {m.home_workflow_lead_approval()}
          </li>
        </ol>
        <div className="p-[1em]">
          <p className="inline-block rounded-full bg-amber-100 px-[0.7em] py-[0.2em] text-[0.75em] font-semibold text-amber-900">
            {m.common_screen_workflow_waiting()}
          </p>
          <div className="mt-[0.8em] flex items-center gap-[0.6em]">
            <span className="flex size-[2.2em] shrink-0 items-center justify-center rounded-full bg-brand-900 text-white">
              <Icon name="check" className="size-[1.2em]" />
            </span>
            <span className="font-semibold text-brand-900">{m.common_screen_workflow_reviewer()}</span>
          </div>
          <p className="mt-[0.7em] text-[0.9em] text-muted">{m.common_screen_workflow_rule()}</p>
          <p className="mt-[0.7em] flex items-center gap-[0.5em] rounded-[0.5em] bg-emerald-50 p-[0.5em] text-[0.85em] text-emerald-900">
            <Icon name="compliance" className="size-[1.3em] text-emerald-700" />
            {m.common_screen_workflow_report()}
          </p>
          <p className="mt-[0.8em] flex flex-wrap gap-[0.5em]">
            <ScreenButton label={m.common_screen_workflow_approve()} primary />
            <ScreenButton label={m.common_screen_workflow_changes()} />
          </p>
        </div>
      </div>
    </ScreenFrame>
  )
}
