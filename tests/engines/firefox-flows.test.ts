// The visitor flows in Firefox ESR, at both widths (engine-flows.ts).
import { engineFlows } from './engine-flows.ts'

engineFlows('firefox')
