import { m } from '../paraglide/messages.js'
import { ScreenFrame } from './ScreenFrame.tsx'

/** Which of the three phases each channel runs in (first and last, 1-based). */
const channels: Array<[label: () => string, from: 1 | 2 | 3, to: 1 | 2 | 3, tone: string]> = [
  [m.common_screen_strategy_channel_email, 1, 3, 'bg-brand-600'],
  [m.common_screen_strategy_channel_aid, 1, 2, 'bg-violet-600'],
  [m.common_screen_strategy_channel_social, 2, 3, 'bg-sky-500'],
  [m.common_screen_strategy_channel_webinar, 3, 3, 'bg-emerald-600'],
]
const columnStart = { 1: 'col-start-2', 2: 'col-start-3', 3: 'col-start-4' }
const columnEnd = { 1: 'col-end-3', 2: 'col-end-4', 3: 'col-end-5' }

/** The strategy agent's campaign plan: personas, three phases, the channels over twelve weeks. */
export function StrategyScreen({ className }: { className?: string }) {
  const personas = [m.common_screen_strategy_persona_1(), m.common_screen_strategy_persona_2()]
  const phases = [
    m.common_screen_strategy_phase_1(),
    m.common_screen_strategy_phase_2(),
    m.common_screen_strategy_phase_3(),
  ]
  return (
    <ScreenFrame
      id="strategy"
      alt={m.common_screen_strategy_alt()}
      title={m.common_screen_strategy_title()}
      className={className}
    >
      <div className="p-[1em]">
        <div className="flex flex-wrap items-center gap-[0.5em]">
          <span className="rounded-full bg-brand-50 px-[0.7em] py-[0.2em] text-[0.75em] font-semibold text-brand-700">
            {m.home_agent_strategy_title()} · {m.common_screen_strategy_status()}
          </span>
        </div>
        <p className="mt-[0.8em] text-[0.75em] font-semibold tracking-wide text-muted uppercase">
          {m.common_screen_strategy_personas()}
        </p>
        <ul className="mt-[0.4em] flex flex-wrap gap-[0.5em] text-[0.85em]">
          {personas.map((persona, index) => (
            <li
              key={persona}
              className="flex items-center gap-[0.5em] rounded-full bg-slate-100 py-[0.25em] pr-[0.8em] pl-[0.25em]"
            >
              <span
                aria-hidden="true"
                className={`size-[1.6em] rounded-full ${index === 0 ? 'bg-brand-600' : 'bg-violet-500'} ring-2 ring-white`}
              />
              {persona}
            </li>
          ))}
        </ul>
        <div className="mt-[1em] grid grid-cols-[minmax(0,1.3fr)_repeat(3,minmax(0,1fr))] gap-x-[0.3em] gap-y-[0.45em] text-[0.8em]">
          <span />
          {phases.map((phase) => (
            <span
              key={phase}
              className="border-b border-slate-200 pb-[0.3em] text-[0.95em] font-semibold text-brand-900"
            >
              {phase}
            </span>
          ))}
          {channels.map(([label, from, to, tone]) => (
            <div key={label()} className="contents">
              <span className="col-start-1 self-center pr-[0.3em] text-ink">{label()}</span>
              <span className={`${columnStart[from]} ${columnEnd[to]} h-[1.5em] self-center rounded-full ${tone}`} />
            </div>
          ))}
        </div>
      </div>
    </ScreenFrame>
  )
}
