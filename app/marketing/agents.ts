// The three agents of the product, shared by the home and product pages.
import { m } from '../paraglide/messages.js'
import type { IconName } from './Icon.tsx'

type Text = () => string

export interface Agent {
  id: 'strategy' | 'content' | 'compliance'
  icon: IconName
  title: Text
  summary: Text
}

export const agents: Agent[] = [
  { id: 'strategy', icon: 'strategy', title: m.home_agent_strategy_title, summary: m.home_agent_strategy_text },
  { id: 'content', icon: 'content', title: m.home_agent_content_title, summary: m.home_agent_content_text },
  { id: 'compliance', icon: 'compliance', title: m.home_agent_compliance_title, summary: m.home_agent_compliance_text },
]

/** Colours per agent, also used for the workflow steps each agent leads (contrast ≥ 4.5:1 on white). */
export const agentTone = {
  foundation: { text: 'text-slate-700', badge: 'bg-slate-700 text-white', soft: 'bg-slate-100 text-slate-700' },
  strategy: { text: 'text-brand-700', badge: 'bg-brand-600 text-white', soft: 'bg-brand-50 text-brand-700' },
  content: { text: 'text-violet-700', badge: 'bg-violet-600 text-white', soft: 'bg-violet-50 text-violet-700' },
  compliance: { text: 'text-emerald-700', badge: 'bg-emerald-700 text-white', soft: 'bg-emerald-50 text-emerald-700' },
  approval: { text: 'text-brand-900', badge: 'bg-brand-900 text-white', soft: 'bg-slate-100 text-brand-900' },
} as const

export type Lead = keyof typeof agentTone
