import { Link } from '@tanstack/react-router'
import { PageIntro } from '../ui/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { DemoLink } from '../scheduling/DemoLink.tsx'
import { CardList } from './CardList.tsx'
import { CtaPanel } from '../ui/CtaPanel.tsx'
import { Section } from './Section.tsx'
import { Steps } from './Steps.tsx'

function Reward({ figure, title, text }: { figure: string; title: string; text: string }) {
  return (
    <li className="rounded-lg border-2 border-brand-600 bg-white p-6">
      <h3>
        <span className="block text-4xl font-bold text-brand-600">{figure}</span>{' '}
        <span className="mt-2 block text-xl font-semibold text-brand-900">{title}</span>
      </h3>
      <p className="mt-2 leading-7 text-muted">{text}</p>
    </li>
  )
}

/** The programme's terms: what the share is of, the referrer's disclosure of kind and amount, who is rewarded only with consent, and advisers on the purchase, who never are (§ 299 (1) no. 1 StGB: the customer's consent does not cover them). */
function ProgrammeTerms() {
  const terms = [
    [m.pages_strategic_partnerships_terms_value_term(), m.pages_strategic_partnerships_terms_value_text()],
    [m.pages_strategic_partnerships_terms_disclosure_term(), m.pages_strategic_partnerships_terms_disclosure_text()],
    [m.pages_strategic_partnerships_terms_excluded_term(), m.pages_strategic_partnerships_terms_excluded_text()],
    [m.pages_strategic_partnerships_terms_advisers_term(), m.pages_strategic_partnerships_terms_advisers_text()],
  ] as const
  return (
    <dl className="mt-8 grid max-w-3xl gap-6">
      {terms.map(([term, text]) => (
        <div key={term}>
          <dt className="text-lg font-semibold text-brand-900">{term}</dt>
          <dd className="mt-1 leading-7 text-muted">{text}</dd>
        </div>
      ))}
    </dl>
  )
}

export function StrategicPartnershipsPage() {
  return (
    <>
      <PageIntro title={m.pages_strategic_partnerships_title()} intro={m.pages_strategic_partnerships_intro()}>
        <div className="mt-8 flex flex-wrap gap-3">
          <DemoLink label={m.pages_strategic_partnerships_cta_contact()} />
        </div>
      </PageIntro>
      <Section
        id="rewards"
        title={m.pages_strategic_partnerships_rewards_title()}
        intro={m.pages_strategic_partnerships_rewards_intro()}
        tinted
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          <Reward
            figure={m.pages_strategic_partnerships_reward_access_figure()}
            title={m.pages_strategic_partnerships_reward_access_title()}
            text={m.pages_strategic_partnerships_reward_access_text()}
          />
          <Reward
            figure={m.pages_strategic_partnerships_reward_share_figure()}
            title={m.pages_strategic_partnerships_reward_share_title()}
            text={m.pages_strategic_partnerships_reward_share_text()}
          />
        </ul>
        <p className="mt-6 max-w-3xl text-sm leading-6 text-muted">{m.pages_strategic_partnerships_rewards_note()}</p>
      </Section>
      <Section id="audience" title={m.pages_strategic_partnerships_audience_title()}>
        <CardList
          cards={[
            {
              title: m.pages_strategic_partnerships_audience_agencies_title(),
              text: m.pages_strategic_partnerships_audience_agencies_text(),
            },
            {
              title: m.pages_strategic_partnerships_audience_consultants_title(),
              text: m.pages_strategic_partnerships_audience_consultants_text(),
            },
            {
              title: m.pages_strategic_partnerships_audience_vendors_title(),
              text: m.pages_strategic_partnerships_audience_vendors_text(),
            },
          ]}
        />
      </Section>
      <Section id="how" title={m.pages_strategic_partnerships_steps_title()} tinted>
        <Steps
          steps={[
            {
              title: m.pages_strategic_partnerships_step_talk_title(),
              text: m.pages_strategic_partnerships_step_talk_text(),
            },
            {
              title: m.pages_strategic_partnerships_step_refer_title(),
              text: m.pages_strategic_partnerships_step_refer_text(),
            },
            {
              title: m.pages_strategic_partnerships_step_demo_title(),
              text: m.pages_strategic_partnerships_step_demo_text(),
            },
            {
              title: m.pages_strategic_partnerships_step_reward_title(),
              text: m.pages_strategic_partnerships_step_reward_text(),
            },
          ]}
        />
        <p className="mt-8 text-lg leading-8 text-ink">
          {m.pages_strategic_partnerships_implementation_text()}{' '}
          <Link
            to="/partners"
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {m.pages_strategic_partnerships_implementation_link()}
          </Link>
        </p>
      </Section>
      <Section id="terms" title={m.pages_strategic_partnerships_terms_title()}>
        <ProgrammeTerms />
      </Section>
      <CtaPanel
        id="partnership-cta"
        title={m.pages_strategic_partnerships_cta_title()}
        text={m.pages_strategic_partnerships_cta_text()}
      >
        <DemoLink label={m.pages_strategic_partnerships_cta_contact()} />
      </CtaPanel>
    </>
  )
}
