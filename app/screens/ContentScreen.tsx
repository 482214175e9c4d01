import { Icon, type IconName } from '../marketing/Icon.tsx'
import { m } from '../paraglide/messages.js'
import { ScreenFrame, Tick } from './ScreenFrame.tsx'

/** The content agent drafting a detail aid from the brand hub, a source beside every statement. */
export function ContentScreen({ className }: { className?: string }) {
  const sources: Array<[IconName, string]> = [
    ['article', m.common_screen_content_source_guide()],
    ['compliance', m.common_screen_content_source_claims()],
    ['salesAid', m.common_screen_content_source_smpc()],
    ['patient', m.common_screen_content_source_persona()],
  ]
  const points: Array<[string, string]> = [
    [m.common_screen_content_point_1(), m.common_screen_content_source_1()],
    [m.common_screen_content_point_2(), m.common_screen_content_source_2()],
  ]
  return (
    <ScreenFrame
      id="content"
      alt={m.common_screen_content_alt()}
      title={`${m.common_screen_detail_aid()} · ${m.common_screen_sample_product()}`}
      className={className}
    >
      <div className="grid grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)]">
        <div className="border-r border-slate-200 bg-slate-50 p-[1em]">
          <p className="text-[0.75em] font-semibold tracking-wide text-muted uppercase">{m.home_workflow_1_title()}</p>
          <ul className="mt-[0.6em] grid gap-[0.5em] text-[0.85em]">
            {sources.map(([icon, label]) => (
              <li
                key={label}
                className="flex items-center gap-[0.5em] rounded-[0.5em] bg-white p-[0.5em] ring-1 ring-slate-200"
              >
                <Icon name={icon} className="size-[1.3em] text-violet-700" />
                <span className="min-w-0 flex-1">{label}</span>
                <Tick className="bg-violet-100 text-violet-700" />
              </li>
            ))}
          </ul>
        </div>
        <div className="p-[1em]">
          <p className="inline-flex items-center gap-[0.4em] rounded-full bg-violet-50 px-[0.7em] py-[0.2em] text-[0.75em] font-semibold text-violet-800">
            <Icon name="content" className="size-[1.2em]" />
            {m.home_agent_content_title()} · {m.common_screen_content_status()}
          </p>
          <p className="mt-[0.7em] text-[1.25em] leading-[1.2] font-bold text-brand-900">
            {m.common_screen_content_heading()}
          </p>
          <ul className="mt-[0.7em] grid gap-[0.6em]">
            {points.map(([point, source]) => (
              <li key={point} className="border-l-[0.2em] border-violet-300 pl-[0.6em]">
                <span className="block text-[0.9em]">{point}</span>
                <span className="mt-[0.2em] inline-block rounded-[0.3em] bg-slate-100 px-[0.4em] text-[0.75em] font-semibold text-slate-700">
                  {source}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-[0.8em] flex items-center gap-[0.4em] text-[0.8em] text-violet-800">
            <span className="inline-block h-[1.1em] w-[0.12em] bg-violet-600" />
            {m.common_screen_content_writing()}
          </p>
        </div>
      </div>
    </ScreenFrame>
  )
}
