// What a page reports when something is wrong that no assertion on its content would see: CSP
// violations (the event, and the console messages Chromium writes for them) and the recoverable
// hydration errors app/client.tsx logs (React errors #418, #422, #423 make React render again).
import type { Page } from '@playwright/test'

export const HYDRATION_ERROR = /recovered from an error|Minified React error #4(18|22|23)|hydrat/i

/** Where a watched page reports, and whether hydration errors count: the current test's list. */
const listeners = new WeakMap<Page, { problems: string[]; hydration: boolean }>()

/**
 * Collects the page's CSP violations, and with `hydration` its hydration errors too, from now on. A
 * page shared by several tests is watched once; each call starts a fresh list.
 */
export async function watchProblems(page: Page, { hydration = false } = {}): Promise<string[]> {
  const problems: string[] = []
  const watched = listeners.get(page)
  if (watched) {
    listeners.set(page, { problems, hydration })
    return problems
  }
  listeners.set(page, { problems, hydration })
  const current = () => listeners.get(page) as { problems: string[]; hydration: boolean }
  await page.exposeFunction('reportViolation', (text: string) => current().problems.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      )
    })
  })
  page.on('console', (message) => {
    const text = message.text()
    const { problems: list, hydration: withHydration } = current()
    if (
      /Content Security Policy/i.test(text) ||
      (withHydration && message.type() === 'error' && HYDRATION_ERROR.test(text))
    )
      list.push(text)
  })
  return problems
}
