import { m } from '../paraglide/messages.js'
import { formatEuro, formatNumber } from './format.ts'
import { ASSUMPTIONS, CLAIMS } from './model.ts'
import { claimFigure, formatFigure } from '../content/claims.ts'
import { ClaimBasis } from '../ui/ClaimBasis.tsx'
import type { Locale } from '../i18n/locale.ts'

/** The model in words, with the values of its constants (so the copy cannot drift from the code). */
export function HowWeCalculate({ locale }: { locale: Locale }) {
  const n = (value: number) => formatNumber(value, locale, 1)
  const percent = (share: number) => formatFigure({ kind: 'percent', value: Math.round(share * 100) }, locale)
  const a = ASSUMPTIONS
  const steps = [
    m.pages_calc_how_pieces(),
    m.pages_calc_how_today({
      creation: n(a.creationHoursPerPiece),
      rounds: n(a.reviewRoundsPerPiece),
      roundHours: n(a.hoursPerReviewRound),
      approval: n(a.approvalHoursPerPiece),
    }),
    m.pages_calc_how_planning({
      planning: n(a.planningHoursPerCampaign),
      coordination: n(a.coordinationHoursPerPersonPerCampaign),
    }),
    m.pages_calc_how_product({
      creation: claimFigure('contentCreation', locale),
      speed: n(1 + CLAIMS.contentCreationSpeedup),
      loops: claimFigure('complianceLoops', locale),
      approval: percent(a.assumedApprovalReduction),
      approvalMax: claimFigure('approvals', locale),
    }),
    m.pages_calc_how_budget({ resources: claimFigure('resources', locale) }),
    m.pages_calc_how_cost({ rate: formatEuro(a.hourlyCostEuro, locale), fte: formatNumber(a.fteHoursPerYear, locale) }),
    m.pages_calc_how_savings(),
  ]
  return (
    <section aria-labelledby="how-we-calculate" className="mt-14">
      <h2 id="how-we-calculate" className="text-2xl font-bold text-brand-900">
        {m.pages_calc_how_title()}
      </h2>
      <p className="mt-3 max-w-3xl leading-7 text-muted">{m.pages_calc_how_intro()}</p>
      <ol className="mt-4 max-w-3xl list-decimal space-y-2 pl-6 leading-7 text-ink">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <ClaimBasis ids={['contentCreation', 'complianceLoops', 'approvals', 'resources']} />
    </section>
  )
}
