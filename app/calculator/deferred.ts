// The calculator page's deferred section: the method ("How we calculate") is text, figures and plain
// links, the same for every visitor of a language, so its words stay out of the page's first load.
// The route's loader imports the preload from here without pulling the section into that load.
import { deferredSection } from '../ui/KeepServerHtml.tsx'

export const calculatorMethod = deferredSection(
  'calculator-method',
  () => import('./HowWeCalculate.tsx'),
  'HowWeCalculate',
)
