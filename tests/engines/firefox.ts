// Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, headless. Playwright cannot drive
// it (its Firefox needs a patched build; its `moz-firefox` channel refuses ESR 153) and Debian ships
// no geckodriver. Script errors and console errors come from BiDi's log events; CSP violations from
// a preload script that writes them to the console.
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core'
import {
  callText,
  type EngineDriver,
  DEADLINE_MS,
  describeTarget,
  indexInPage,
  type Key,
  poll,
  type Target,
} from './driver.ts'

export const FIREFOX_PATH = '/usr/bin/firefox-esr'

/** Reports CSP violations, which Firefox's console logs as warnings, as errors the adapter collects. */
const reportViolations = () =>
  document.addEventListener('securitypolicyviolation', (event) =>
    console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
  )

/**
 * A font download that a navigation cancelled (NS_BINDING_ABORTED, 0x804B0002 = 2152398850): the
 * site fetches its font once the page has loaded (docs/performance.md), so on a busy host the next
 * flow's `goto` can leave a page whose font is still on its way. Firefox logs it as an error though
 * nothing failed (Chromium and WebKit log nothing for a cancelled load); any other font failure (a
 * 404, a file it cannot read) still counts.
 */
const cancelledFontDownload = /^downloadable font: download failed .*status=2152398850 /

export async function launchFirefox(width: number, height: number, port: number): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    args: [`--remote-debugging-port=${port}`],
    // An English-speaking visitor, as the Chromium suite's (playwright.config.ts).
    extraPrefsFirefox: { 'intl.accept_languages': 'en-US, en' },
    protocolTimeout: DEADLINE_MS * 2,
  })
  const page: Page = await browser.newPage()
  const problems: string[] = []
  const report = (kind: string, text: string) => {
    if (!cancelledFontDownload.test(text)) problems.push(`${kind}: ${text}`)
  }
  page.on('console', (message) => {
    if (message.type() === 'error') report('console', message.text())
  })
  page.on('pageerror', (error) => report('error', error instanceof Error ? error.message : String(error)))
  await page.evaluateOnNewDocument(reportViolations)
  await page.setViewport({ width, height })
  page.setDefaultTimeout(DEADLINE_MS)
  page.setDefaultNavigationTimeout(DEADLINE_MS * 2)

  const element = ({ css, text }: Target): Promise<ElementHandle> =>
    poll(describeTarget({ css, text }), async () => {
      const index = await page.evaluate(indexInPage, css, text ?? null)
      return index < 0 ? undefined : (await page.$$(css))[index]
    })

  return {
    version: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    setViewport: (w, h) => page.setViewport({ width: w, height: h }),
    evaluate: (fn, ...args) => page.evaluate(callText(fn, args)),
    click: async (target) => (await element(target)).click(),
    hover: async (target) => (await element(target)).hover(),
    fill: async (target, text) => {
      const field = await element(target)
      await field.focus()
      await field.evaluate((input) => input instanceof HTMLInputElement && input.select())
      await page.keyboard.type(text)
    },
    press: (key: Key) => page.keyboard.press(key),
    problems: () => Promise.resolve(problems.splice(0)),
    close: () => browser.close(),
  }
}
