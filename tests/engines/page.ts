// Conditions on the page, the same for every engine: what the flows wait for and read.
import * as v from 'valibot'
import { type EngineDriver, type PageArg, type PageFunction, waitUntil } from './driver.ts'

/** Waits until `fn` returns true in the page. */
export function waitFor<A extends PageArg[]>(driver: EngineDriver, what: string, fn: PageFunction<A>, ...args: A) {
  return waitUntil(what, async () => (await driver.evaluate(fn, ...args)) === true)
}

/** What `fn` returns in the page, checked by `schema`. */
export async function read<S extends v.GenericSchema, A extends PageArg[]>(
  driver: EngineDriver,
  schema: S,
  fn: PageFunction<A>,
  ...args: A
): Promise<v.InferOutput<S>> {
  return v.parse(schema, await driver.evaluate(fn, ...args))
}

export const hydrated = (driver: EngineDriver) =>
  waitFor(driver, 'html[data-hydrated]', () => document.documentElement.hasAttribute('data-hydrated'))

/** Loads `url` and waits until React has hydrated it (SiteLayout marks <html data-hydrated>). */
export async function gotoHydrated(driver: EngineDriver, url: string) {
  await driver.goto(url)
  // The new document, not the last one: WebKitWebDriver's navigation once returned while the
  // hydrated page before it was still there.
  await waitFor(driver, `the document of ${url}`, (href) => location.href === href, url)
  await hydrated(driver)
}

export const pathname = (driver: EngineDriver) => read(driver, v.string(), () => location.pathname + location.search)

export const waitForPath = (driver: EngineDriver, path: string) =>
  waitFor(driver, `the address ${path}`, (expected) => location.pathname + location.search === expected, path)

/** The text of the first element matching `css`, '' when there is none. */
export const textOf = (driver: EngineDriver, css: string) =>
  read(driver, v.string(), (selector) => document.querySelector(selector)?.textContent ?? '', css)
