import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'
import { formatEuro, formatNumber } from './format.ts'
import { ASSUMPTIONS, CLAIMS } from './model.ts'
import { claimFigure, claimNotes, formatFigure } from '../content/claims.ts'
import { ClaimMark, ClaimNotes } from '../ui/ClaimNotes.tsx'

/**
 * The model in words, with the values of its constants (so the copy cannot drift from the code): how
 * the claims turn into hours, how hours turn into money (and when they do not), and what the savings
 * are before and after the platform's own cost.
 */
export function HowWeCalculate() {
  const locale = getLocale()
  const n = (value: number) => formatNumber(value, locale, 1)
  const percent = (share: number) => formatFigure({ kind: 'percent', value: Math.round(share * 100) }, locale)
  const a = ASSUMPTIONS
  const notes = claimNotes(['contentCreation', 'complianceLoops', 'approvals', 'resources'], locale)
  const mark = (id: 'contentCreation' | 'complianceLoops' | 'approvals' | 'resources') => (
    <ClaimMark section="method" notes={notes} id={id} />
  )
  const rate = formatEuro(a.hourlyCostEuro, locale)
  const steps = [
    { key: 'pieces', text: m.pages_calc_how_pieces() },
    {
      key: 'today',
      text: m.pages_calc_how_today({
        creation: n(a.creationHoursPerPiece),
        rounds: n(a.reviewRoundsPerPiece),
        roundHours: n(a.hoursPerReviewRound),
        approval: n(a.approvalHoursPerPiece),
      }),
    },
    {
      key: 'planning',
      text: m.pages_calc_how_planning({
        planning: n(a.planningHoursPerCampaign),
        coordination: n(a.coordinationHoursPerPersonPerCampaign),
      }),
    },
    {
      key: 'product',
      text: m.pages_calc_how_product({
        speed: claimFigure('contentCreation', locale),
        creationShare: percent(1 / CLAIMS.contentCreationSpeed),
        creationHours: n(a.creationHoursPerPiece / CLAIMS.contentCreationSpeed),
        creationToday: n(a.creationHoursPerPiece),
        loops: claimFigure('complianceLoops', locale),
        roundsWith: n(a.reviewRoundsPerPiece / CLAIMS.feedbackLoopDivisor),
        rounds: n(a.reviewRoundsPerPiece),
        approval: percent(a.assumedApprovalReduction),
        approvalHours: n(a.approvalHoursPerPiece * (1 - a.assumedApprovalReduction)),
        approvalToday: n(a.approvalHoursPerPiece),
        approvalMax: claimFigure('approvals', locale),
      }),
      marks: (
        <>
          {mark('contentCreation')}
          {mark('complianceLoops')}
          {mark('approvals')}
        </>
      ),
    },
    {
      key: 'budget',
      text: m.pages_calc_how_budget({ resources: claimFigure('resources', locale) }),
      marks: mark('resources'),
    },
    { key: 'cost', text: m.pages_calc_how_cost({ rate, fte: formatNumber(a.fteHoursPerYear, locale) }) },
    { key: 'savings', text: m.pages_calc_how_savings() },
    { key: 'net', text: m.pages_calc_how_net() },
  ]
  return (
    <section aria-labelledby="how-we-calculate" className="mt-14">
      <h2 id="how-we-calculate" className="text-2xl font-bold text-brand-900">
        {m.pages_calc_how_title()}
      </h2>
      <p className="mt-3 max-w-3xl leading-7 text-muted">{m.pages_calc_how_intro()}</p>
      <ol className="mt-4 max-w-3xl list-decimal space-y-2 pl-6 leading-7 text-ink">
        {steps.map((step) => (
          <li key={step.key}>
            {step.text}
            {step.marks}
          </li>
        ))}
      </ol>
      <ClaimNotes section="method" notes={notes} />
    </section>
  )
}
