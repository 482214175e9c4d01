// Every page of the route table in both languages loads in each engine and width, hydrates, and
// reports no script error and no CSP violation (session.ts checks after each).
import { describe, it } from 'vitest'
import { routeTablePaths } from '../../scripts/lib/site-paths.ts'
import { gotoHydrated } from './page.ts'
import { matrix, siteBase, useSession } from './session.ts'

describe.each(matrix)('$title', (cell) => {
  const driver = useSession(cell)
  it.each(routeTablePaths())('%s loads and hydrates', async (path) => {
    await gotoHydrated(driver(), siteBase() + path)
  })
})
