import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { Icon } from '../marketing/Icon.tsx'
import { SectionHeading } from '../marketing/SectionHeading.tsx'
import { claimFigure, claimNotes, type FigureClaimId } from '../content/claims.ts'
import { ClaimMark, ClaimNotes } from '../ui/ClaimNotes.tsx'
import { getLocale } from '../paraglide/runtime.js'

type Text = () => string
type Value = (inputs: { figure: string }) => string
// The claimed results, in the order of the copy; their figures come from app/content/claims.ts.
const results: Array<{ claim: FigureClaimId; value: Value; label: Text; qualifier?: Text }> = [
  { claim: 'resources', value: m.home_result_resources_value, label: m.home_result_resources_label },
  { claim: 'conversion', value: m.home_result_conversion_value, label: m.home_result_conversion_label },
  { claim: 'contentCreation', value: m.home_result_speed_value, label: m.home_result_speed_label },
  { claim: 'complianceLoops', value: m.home_result_loops_value, label: m.home_result_loops_label },
  {
    claim: 'approvals',
    value: m.home_result_approvals_value,
    label: m.home_result_approvals_label,
    qualifier: m.home_result_approvals_qualifier,
  },
]

export function Results() {
  const locale = getLocale()
  const notes = claimNotes(
    results.map((result) => result.claim),
    locale,
  )
  return (
    <section aria-labelledby="home-results" className="bg-brand-900">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <SectionHeading id="home-results" title={m.home_results_title()} intro={m.home_results_intro()} dark />
        <ul className="mt-10 grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-5">
          {results.map((result) => (
            <li key={result.label()} className="border-l-2 border-emerald-400 pl-4">
              <span className="block text-3xl font-bold tracking-tight whitespace-nowrap text-white sm:text-5xl lg:text-4xl xl:text-5xl">
                {/* A real space after the qualifier: a screen reader would otherwise say "bis zu60 %". */}
                {result.qualifier && (
                  <span className="text-sm font-semibold tracking-normal sm:text-base text-slate-300">
                    {result.qualifier()}{' '}
                  </span>
                )}
                {result.value({ figure: claimFigure(result.claim, locale) })}
              </span>
              <span className="mt-2 block leading-6 text-slate-300">
                {result.label()}
                <ClaimMark section="results" notes={notes} id={result.claim} dark />
              </span>
            </li>
          ))}
        </ul>
        <ClaimNotes section="results" notes={notes} dark />
        <Link
          to="/business-value-calculator"
          className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {m.home_results_calculator()}
          <Icon name="arrow" className="size-5" />
        </Link>
      </div>
    </section>
  )
}
