import { Icon } from '../marketing/Icon.tsx'
import { m } from '../paraglide/messages.js'
import { ScreenButton, ScreenFrame, Tick } from './ScreenFrame.tsx'

/** The compliance agent on a detail aid: one claim flagged under HWG § 3, its rewording, the checks passed. */
export function ComplianceScreen({ className }: { className?: string }) {
  const checks = [
    m.common_screen_compliance_check_mandatory(),
    m.common_screen_compliance_check_readability(),
    m.common_screen_compliance_check_voice(),
  ]
  return (
    <ScreenFrame
      id="compliance"
      alt={m.common_screen_compliance_alt()}
      title={`${m.common_screen_detail_aid()} · ${m.common_screen_sample_product()}`}
      aside={m.common_screen_page()}
      className={className}
    >
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] bg-slate-100">
        <div className="p-[1em]">
          <div className="h-full rounded-[0.5em] bg-white p-[1em] shadow-sm">
            <svg
              aria-hidden="true"
              viewBox="0 0 200 70"
              preserveAspectRatio="none"
              className="mb-[0.8em] block h-[4.5em] w-full rounded-[0.4em] bg-linear-to-br from-violet-100 via-brand-50 to-sky-100"
            >
              <path d="M0 52c30-18 52 6 84-10s58-30 116-16v44H0Z" className="fill-violet-200/70" />
              <path d="M0 60c40-12 70 4 104-6s60-20 96-10v26H0Z" className="fill-brand-100" />
            </svg>
            <p className="text-[0.75em] font-semibold tracking-wide text-violet-700 uppercase">
              {m.common_screen_sample_product()}
            </p>
            <p className="mt-[0.4em] text-[1.3em] leading-[1.2] font-bold text-brand-900">
              {m.common_screen_compliance_heading()}
            </p>
            <p className="mt-[0.7em]">
              {m.common_screen_compliance_before()}
              <mark className="rounded-[0.2em] bg-amber-100 px-[0.15em] text-ink underline decoration-amber-500 decoration-wavy decoration-[0.1em] underline-offset-[0.2em]">
                {m.common_screen_compliance_claim()}
              </mark>
              {m.common_screen_compliance_after()}
            </p>
            <p className="mt-[0.7em] text-[0.9em] text-muted">{m.common_screen_compliance_more()}</p>
          </div>
        </div>
        <div className="border-l border-slate-200 bg-white p-[1em]">
          <div className="flex items-center gap-[0.6em]">
            <span className="flex size-[2.2em] shrink-0 items-center justify-center rounded-[0.5em] bg-emerald-50 text-emerald-700">
              <Icon name="compliance" className="size-[1.4em]" />
            </span>
            <span>
              <span className="block font-semibold text-brand-900">{m.home_agent_compliance_title()}</span>
              <span className="block text-[0.8em] text-muted">{m.common_screen_compliance_status()}</span>
            </span>
          </div>
          <div className="mt-[0.8em] rounded-[0.6em] border border-amber-300 bg-amber-50 p-[0.8em]">
            <p className="inline-block rounded-full bg-amber-200 px-[0.6em] py-[0.1em] text-[0.75em] font-semibold text-amber-900">
              {m.common_screen_compliance_rule()}
            </p>
            <p className="mt-[0.5em] text-[0.9em]">{m.common_screen_compliance_finding()}</p>
            <div className="mt-[0.6em] rounded-[0.5em] bg-white p-[0.6em] ring-1 ring-emerald-200">
              <p className="text-[0.75em] font-semibold text-emerald-800">
                {m.common_screen_compliance_suggestion_label()}
              </p>
              <p className="mt-[0.2em] text-[0.9em]">{m.common_screen_compliance_suggestion()}</p>
            </div>
            <p className="mt-[0.6em]">
              <ScreenButton label={m.common_screen_compliance_apply()} primary />
            </p>
          </div>
          <ul className="mt-[0.8em] grid gap-[0.5em] text-[0.85em]">
            {checks.map((check) => (
              <li key={check} className="flex items-center gap-[0.5em]">
                <Tick />
                {check}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </ScreenFrame>
  )
}
