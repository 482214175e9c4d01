import { agents, agentTone } from '../marketing/agents.ts'
import { Icon } from '../marketing/Icon.tsx'
import { leadLabel } from '../marketing/workflow.ts'
import { m } from '../paraglide/messages.js'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { DemoLink } from '../scheduling/DemoLink.tsx'

const tocLink =
  'inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-ink hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** Decorative: the hand-over from agent to agent to your experts (the sections below say it in words). */
function AgentFlow() {
  const stages = [
    ...agents.map((agent) => ({ key: agent.id, icon: agent.icon, label: agent.title(), tone: agentTone[agent.id] })),
    { key: 'approval', icon: 'check' as const, label: leadLabel.approval(), tone: agentTone.approval },
  ]
  return (
    <div
      aria-hidden="true"
      className="hidden rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-brand-900/10 ring-slate-900/5 lg:block"
    >
      <ol className="grid gap-3">
        {stages.map((stage, index) => (
          <li key={stage.key} className="relative">
            <div className="flex items-center gap-4 rounded-xl border border-slate-200 p-4">
              <span className={`flex size-11 items-center justify-center rounded-lg ${stage.tone.soft}`}>
                <Icon name={stage.icon} className="size-6" />
              </span>
              <span className="font-semibold text-brand-900">{stage.label}</span>
              <span className={`ml-auto size-2.5 rounded-full ${stage.tone.badge}`} />
            </div>
            {index < stages.length - 1 && <span className="absolute top-full left-[38px] h-3 w-0.5 bg-slate-300" />}
          </li>
        ))}
      </ol>
    </div>
  )
}

export function ProductHero({ sections }: { sections: Array<[id: string, title: string]> }) {
  return (
    <section aria-labelledby="product-title" className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-10 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:gap-16 lg:pt-20 lg:pb-20">
        <div>
          <h1 id="product-title" className="text-4xl font-bold tracking-tight text-balance text-brand-900 sm:text-5xl">
            {m.pages_product_title()}
          </h1>
          <p className="mt-6 text-lg leading-8 text-muted">{m.pages_product_intro()}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <DemoLink label={m.pages_product_cta_demo()} className="px-6" />
            <ButtonLink
              label={m.pages_product_cta_calculator()}
              to="/business-value-calculator"
              variant="secondary"
              className="px-6"
            />
          </div>
          <nav aria-label={m.pages_product_toc_label()} className="mt-10">
            <ul className="flex flex-wrap gap-2">
              {sections.map(([id, title]) => (
                <li key={id}>
                  <a href={`#${id}`} className={tocLink}>
                    {title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <AgentFlow />
      </div>
    </section>
  )
}
