// What a page reports when something is wrong that no assertion on its content would see: CSP
// violations (the event, and the console messages Chromium writes for them) and the recoverable
// hydration errors app/client.tsx logs (React errors #418, #422, #423 make React render again).
import type { Page } from '@playwright/test'

export const HYDRATION_ERROR = /recovered from an error|Minified React error #4(18|22|23)|hydrat/i

/** Collects the page's CSP violations, and with `hydration` its hydration errors too, from now on. */
export async function watchProblems(page: Page, { hydration = false } = {}): Promise<string[]> {
  const problems: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => problems.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy/i.test(text) || (hydration && message.type() === 'error' && HYDRATION_ERROR.test(text))) problems.push(text)
  })
  return problems
}
