// The screens shown above the fold, as sections that never hydrate: their markup is the server's,
// and their code is not in the page's first-load bundle (app/ui/KeepServerHtml.tsx).
import { deferredSection } from '../ui/KeepServerHtml.tsx'

export const complianceScreen = deferredSection(
  'compliance-screen',
  () => import('./ComplianceScreen.tsx'),
  'ComplianceScreen',
)
export const workflowScreen = deferredSection('workflow-screen', () => import('./WorkflowScreen.tsx'), 'WorkflowScreen')
