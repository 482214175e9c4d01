import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { agents, agentTone } from '../marketing/agents.ts'
import { Icon } from '../marketing/Icon.tsx'
import { SectionHeading } from '../marketing/SectionHeading.tsx'

export function Agents() {
  return (
    <section aria-labelledby="home-agents" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <SectionHeading id="home-agents" title={m.home_agents_title()} intro={m.home_agents_intro()} />
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {agents.map((agent) => (
          <li
            key={agent.id}
            className="gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex lg:block"
          >
            <span
              className={`flex size-12 shrink-0 items-center justify-center rounded-lg ${agentTone[agent.id].soft}`}
            >
              <Icon name={agent.icon} className="size-7" />
            </span>
            <div>
              <h3 className="mt-5 text-xl font-semibold text-brand-900 sm:mt-0 lg:mt-5">{agent.title()}</h3>
              <p className="mt-3 leading-7 text-muted">{agent.summary()}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link
        to="/product"
        hash="agents"
        className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {m.home_agents_more()}
        <Icon name="arrow" className="size-5" />
      </Link>
    </section>
  )
}
