// Every page of the route table in both languages loads in each engine, hydrates, and reports no
// script error and no CSP violation (session.ts checks after each). Each page once per engine: the
// two widths take turns, so each language meets both (what differs by width, the menus and the
// layout, has flows of its own in navigation.flows.ts and screens.flows.ts).
import { it } from 'vitest'
import { routeTablePaths } from '../../scripts/lib/site-paths.ts'
import { widths } from './engines.ts'
import { gotoHydrated } from './page.ts'
import { type Flows, siteBase } from './session.ts'

/** English and German pages alternate in the route table: 0, 1 | 1, 0 | 0, 1 … */
const widthTurn = (index: number) => (index + Math.floor(index / 2)) % widths.length

export const pageFlows: Flows = (cell, driver) => {
  const paths = routeTablePaths().filter((_, index) => widths[widthTurn(index)] === cell.width)
  it.each(paths)('%s loads and hydrates', async (path) => {
    await gotoHydrated(driver(), siteBase() + path)
  })
}
