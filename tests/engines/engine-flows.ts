// The visitor flows of one engine, at each width in one browser session: a browser start costs about
// 2 CPU-seconds, and one per flow file and width made 16 of the suite's 20 (2026-11-29). A test file per
// engine (firefox-flows.test.ts, webkit-flows.test.ts) lets Vitest's two workers take one engine each.
import { describe } from 'vitest'
import { type Engine } from './engines.ts'
import { formFlows } from './forms.flows.ts'
import { navigationFlows } from './navigation.flows.ts'
import { pageFlows } from './pages.flows.ts'
import { screenFlows } from './screens.flows.ts'
import { matrix, useSession } from './session.ts'

export function engineFlows(engine: Engine['name']) {
  describe.each(matrix.filter((cell) => cell.engine.name === engine))('$title', (cell) => {
    const driver = useSession(cell)
    // Each flow opens a page of its own first; the site stores nothing but the consent set up above.
    for (const flows of [pageFlows, screenFlows, formFlows, navigationFlows]) flows(cell, driver)
  })
}
