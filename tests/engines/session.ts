// The matrix every flow runs in (engine × width) and a browser session per describe block: started
// before its flows, each flow checked for script errors and CSP violations after it, closed after.
// The visitor flows of one engine and width share a session (engine-flows.ts); the consent flows,
// which start with nothing stored, have their own.
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { CONSENT_KEY, DEFAULT_CONSENT, storedConsentValue } from '../../app/consent/consent-store.ts'
import { type EngineDriver } from './driver.ts'
import { type Engine, engines, type Width, widths } from './engines.ts'
import { gotoHydrated } from './page.ts'
import { driverPort } from './ports.ts'
import { siteConsentScope } from './site.ts'

export interface Cell {
  engine: Engine
  width: Width
  title: string
}

export const matrix: Cell[] = engines.flatMap((engine) =>
  widths.map((width) => ({ engine, width, title: `${engine.name} at ${width.width}×${width.height}` })),
)

export const siteBase = () => inject('siteBase')

/** A group of flows (`it`s) for one cell, run in the cell's session. */
export type Flows = (cell: Cell, driver: () => EngineDriver) => void

async function launch({ engine, width }: Cell): Promise<EngineDriver> {
  const needs = engine.requirements.map((requirement) => requirement.package).join(', ')
  try {
    return await engine.launch(width.width, width.height, driverPort(engine.name))
  } catch (error) {
    throw new Error(`${engine.name} did not start (it needs ${needs}): ${String(error)}`, { cause: error })
  }
}

/**
 * A browser for the flows of the calling describe block. `consent`: a visitor who has declined
 * optional cookies (stored before the first page, so the banner covers nothing), or none.
 */
export function useSession(cell: Cell, { consent = true } = {}): () => EngineDriver {
  let driver: EngineDriver | undefined
  beforeAll(async () => {
    driver = await launch(cell)
    console.log(`${cell.title}: ${driver.version}`)
    if (!consent) return
    // Stored on a page of the site (not on a text file: the engines' text viewers break its CSP).
    await gotoHydrated(driver, `${siteBase()}/imprint`)
    await driver.evaluate(
      (key, value) => localStorage.setItem(key, value),
      CONSENT_KEY,
      JSON.stringify(storedConsentValue(DEFAULT_CONSENT, siteConsentScope.processings)),
    )
  })
  afterEach(async () => {
    if (!driver) return
    // Named in the message: a runner's report keeps only its first line.
    const problems = await driver.problems()
    expect(problems, `script errors, rejections, console errors or CSP violations: ${problems.join(' | ')}`).toEqual([])
  })
  afterAll(async () => {
    await driver?.close()
  })
  return () => {
    if (!driver) throw new Error(`${cell.title}: the browser did not start`)
    return driver
  }
}
