// The visitor flows in WebKitGTK, at both widths (engine-flows.ts).
import { engineFlows } from './engine-flows.ts'

engineFlows('webkit')
