import { agents, agentTone, type Agent } from '../marketing/agents.ts'
import { Icon } from '../marketing/Icon.tsx'
import { ScrollRow, scrollRowItem } from '../marketing/ScrollRow.tsx'
import { m } from '../paraglide/messages.js'
import { ComplianceScreen } from '../screens/ComplianceScreen.tsx'
import { ContentScreen } from '../screens/ContentScreen.tsx'
import { StrategyScreen } from '../screens/StrategyScreen.tsx'

type Text = () => string
const screens: Record<Agent['id'], typeof StrategyScreen> = {
  strategy: StrategyScreen,
  content: ContentScreen,
  compliance: ComplianceScreen,
}
const details: Record<Agent['id'], { does: Text; gets: Text[]; compliance: Text }> = {
  strategy: {
    does: m.pages_product_agent_strategy_does,
    gets: [
      m.pages_product_agent_strategy_gets_1,
      m.pages_product_agent_strategy_gets_2,
      m.pages_product_agent_strategy_gets_3,
    ],
    compliance: m.pages_product_agent_strategy_compliance,
  },
  content: {
    does: m.pages_product_agent_content_does,
    gets: [
      m.pages_product_agent_content_gets_1,
      m.pages_product_agent_content_gets_2,
      m.pages_product_agent_content_gets_3,
    ],
    compliance: m.pages_product_agent_content_compliance,
  },
  compliance: {
    does: m.pages_product_agent_compliance_does,
    gets: [
      m.pages_product_agent_compliance_gets_1,
      m.pages_product_agent_compliance_gets_2,
      m.pages_product_agent_compliance_gets_3,
    ],
    compliance: m.pages_product_agent_compliance_compliance,
  },
}

const label = 'text-sm font-semibold tracking-wide text-brand-900 uppercase'

/**
 * Each agent: its screen beside what it does and what the marketer gets, the screen alternating sides
 * on wide screens; below both, as wide as the card, how compliance is kept. On phones the three cards
 * sit side by side in one row that scrolls and snaps (the next card peeks in).
 */
export function AgentDetails() {
  return (
    <div className="mt-10 grid gap-6">
      <ScrollRow label={m.pages_product_agents_title()} wide="lg:grid lg:gap-6">
        {agents.map((agent, index) => {
          const detail = details[agent.id]
          const tone = agentTone[agent.id]
          const Screen = screens[agent.id]
          return (
            <article
              key={agent.id}
              aria-labelledby={`agent-${agent.id}`}
              className={`grid ${scrollRowItem} content-start gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8 lg:w-auto lg:max-w-none lg:grid-cols-2 lg:items-center lg:gap-12`}
            >
              <div>
                <div className="flex items-center gap-4">
                  <span className={`flex size-12 shrink-0 items-center justify-center rounded-lg ${tone.soft}`}>
                    <Icon name={agent.icon} className="size-7" />
                  </span>
                  <h3 id={`agent-${agent.id}`} className="text-2xl font-semibold text-brand-900">
                    {agent.title()}
                  </h3>
                </div>
                <h4 className={`mt-5 ${label}`}>{m.pages_product_label_does()}</h4>
                <p className="mt-2 text-[15px] leading-6 text-muted lg:text-base lg:leading-7">{detail.does()}</p>
                <h4 className={`mt-5 ${label}`}>{m.pages_product_label_gets()}</h4>
                <ul className="mt-3 grid gap-2">
                  {detail.gets.map((get) => (
                    <li key={get()} className="flex gap-3 text-[15px] leading-6 text-ink lg:text-base lg:leading-7">
                      <Icon name="check" className={`mt-1 size-5 ${tone.text}`} />
                      {get()}
                    </li>
                  ))}
                </ul>
              </div>
              <Screen className={index % 2 === 1 ? 'lg:order-first' : ''} />
              <div className="rounded-xl bg-emerald-50 p-4 sm:p-5 lg:col-span-2">
                <h4 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-emerald-800 uppercase">
                  <Icon name="shield" className="size-5" />
                  {m.pages_product_label_compliance()}
                </h4>
                <p className="mt-1 text-[15px] leading-6 text-ink lg:text-base lg:leading-7">{detail.compliance()}</p>
              </div>
            </article>
          )
        })}
      </ScrollRow>
      <aside
        aria-labelledby="human-review"
        className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 rounded-2xl bg-brand-900 p-5 text-white sm:p-8 lg:grid-cols-[auto_minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-8"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-emerald-300 sm:size-12">
          <Icon name="shield" className="size-7" />
        </span>
        <h3 id="human-review" className="text-xl font-semibold text-balance">
          {m.pages_product_human_title()}
        </h3>
        <p className="col-span-2 leading-7 text-slate-200 lg:col-span-1">{m.pages_product_human_text()}</p>
      </aside>
    </div>
  )
}
