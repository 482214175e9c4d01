import { claimNotes, type ClaimId } from '../content/claims.ts'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'
import { ClaimMark, ClaimNotes } from '../ui/ClaimNotes.tsx'
import { Icon, type IconName } from '../marketing/Icon.tsx'
import { SectionHeading } from '../marketing/SectionHeading.tsx'

type Text = () => string
// The trust points of the copy: start in 5 minutes, data not used for training, GDPR, servers in the
// EU. The figure among them carries its recorded basis (app/content/claims.ts).
const points: Array<{ icon: IconName; title: Text; text: Text; claim?: ClaimId }> = [
  { icon: 'clock', title: m.home_trust_start_title, text: m.home_trust_start_text, claim: 'quickStart' },
  { icon: 'lock', title: m.home_trust_training_title, text: m.home_trust_training_text },
  { icon: 'shield', title: m.home_trust_gdpr_title, text: m.home_trust_gdpr_text },
  { icon: 'globe', title: m.home_trust_eu_title, text: m.home_trust_eu_text },
]

export function TrustPoints() {
  const notes = claimNotes(['quickStart'], getLocale())
  return (
    <section aria-labelledby="home-trust" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <SectionHeading id="home-trust" title={m.home_trust_title()} intro={m.home_trust_intro()} />
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {points.map((point) => (
          <li key={point.icon}>
            <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
              <Icon name={point.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">
              {point.title()}
              {point.claim && <ClaimMark section="trust" notes={notes} id={point.claim} />}
            </h3>
            <p className="mt-2 leading-7 text-muted">{point.text()}</p>
          </li>
        ))}
      </ul>
      <ClaimNotes section="trust" notes={notes} />
    </section>
  )
}
