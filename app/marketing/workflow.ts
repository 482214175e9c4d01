// The eight-step workflow of the product, in order, with who leads each step.
import { m } from '../paraglide/messages.js'
import type { Lead } from './agents.ts'

type Text = () => string

export interface WorkflowStep {
  title: Text
  summary: Text
  lead: Lead
}

export const workflowSteps: WorkflowStep[] = [
  { title: m.home_workflow_1_title, summary: m.home_workflow_1_text, lead: 'foundation' },
  { title: m.home_workflow_2_title, summary: m.home_workflow_2_text, lead: 'foundation' },
  { title: m.home_workflow_3_title, summary: m.home_workflow_3_text, lead: 'strategy' },
  { title: m.home_workflow_4_title, summary: m.home_workflow_4_text, lead: 'strategy' },
  { title: m.home_workflow_5_title, summary: m.home_workflow_5_text, lead: 'content' },
  { title: m.home_workflow_6_title, summary: m.home_workflow_6_text, lead: 'content' },
  { title: m.home_workflow_7_title, summary: m.home_workflow_7_text, lead: 'compliance' },
  { title: m.home_workflow_8_title, summary: m.home_workflow_8_text, lead: 'approval' },
]

export const leadLabel: Record<Lead, Text> = {
  foundation: m.home_workflow_lead_foundation,
  strategy: m.home_agent_strategy_title,
  content: m.home_agent_content_title,
  compliance: m.home_agent_compliance_title,
  approval: m.home_workflow_lead_approval,
}
