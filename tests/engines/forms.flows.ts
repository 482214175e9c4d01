// The site's forms in each engine: the calculator with its two uPlot charts drawn (pixels read back
// from the canvases), the search in both languages, the newsletter's message for a bad address, and the
// home page's demo call reaching the demo form, which names a bad address beside its field.
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { formatEuro } from '../../app/calculator/format.ts'
import { calculate } from '../../app/calculator/model.ts'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { gotoHydrated, hydrated, read, textOf, waitFor, waitForPath } from './page.ts'
import { type Flows, siteBase } from './session.ts'

const messages = { en, de }
const calculatorInput = { teamSize: 8, campaignsPerYear: 12, piecesPerCampaign: 20, externalBudgetPerCampaign: 15_000 }
const annualSavings = calculate(calculatorInput).grossAnnualSavings

/** Runs in the page: per canvas, how many pixels differ from its top-left one (the background). */
function drawnPixels(): number[] {
  return [...document.querySelectorAll('figure canvas')].map((canvas) => {
    if (!(canvas instanceof HTMLCanvasElement)) return 0
    const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] }
    let drawn = 0
    for (let i = 0; i < data.length; i += 4)
      if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2] || data[i + 3] !== data[3]) drawn++
    return drawn
  })
}

export const formFlows: Flows = (_cell, driver) => {
  it('the calculator calculates and draws both charts', async () => {
    await gotoHydrated(driver(), `${siteBase()}/business-value-calculator`)
    for (const [name, value] of Object.entries({ team: '8', campaigns: '12', pieces: '20', budget: '15,000' }))
      await driver().fill({ css: `form input[name="${name}"]` }, value)
    await driver().click({ css: 'form button[type="submit"]', text: en.pages_calc_submit })
    await waitForPath(driver(), '/business-value-calculator?team=8&campaigns=12&pieces=20&budget=15000')
    expect(await textOf(driver(), 'section[aria-labelledby="calculator-results"]')).toContain(
      formatEuro(annualSavings, 'en'),
    )
    // Each chart is drawn when it comes near the view (on a phone they are a screen apart).
    for (const chart of ['chart-time', 'chart-cost']) {
      const figure = `figure[aria-labelledby="${chart}-title"]`
      await driver().evaluate((css) => document.querySelector(css)?.scrollIntoView(), figure)
      await waitFor(
        driver(),
        `the ${chart} canvas`,
        (css) => (document.querySelector(`${css} canvas`)?.clientWidth ?? 0) > 0,
        figure,
      )
    }
    const pixels = await read(driver(), v.array(v.number()), drawnPixels)
    expect(pixels).toHaveLength(2)
    for (const drawn of pixels) expect(drawn).toBeGreaterThan(1000)
  })

  // uPlot runs `new Intl.NumberFormat(navigator.language)` as it loads; a tag it rejects makes its
  // chunk throw while it evaluates. WebKit would hand a second import() the half-initialised module:
  // the site imports it once per page (app/lib/load-once.ts), so both charts say so and show their
  // figures as a table.
  it('the calculator keeps its figures when uPlot cannot start', async () => {
    await gotoHydrated(driver(), `${siteBase()}/business-value-calculator`)
    await driver().evaluate(() => {
      Object.defineProperty(Navigator.prototype, 'language', { get: () => 'C' })
    })
    for (const [name, value] of Object.entries({ team: '8', campaigns: '12', pieces: '20', budget: '15,000' }))
      await driver().fill({ css: `form input[name="${name}"]` }, value)
    await driver().click({ css: 'form button[type="submit"]', text: en.pages_calc_submit })
    await waitForPath(driver(), '/business-value-calculator?team=8&campaigns=12&pieces=20&budget=15000')
    for (const chart of ['chart-time', 'chart-cost']) {
      const figure = `figure[aria-labelledby="${chart}-title"]`
      await driver().evaluate((css) => document.querySelector(css)?.scrollIntoView(), figure)
      await waitFor(
        driver(),
        `the ${chart} figure's message and table`,
        (css, message) => {
          const element = document.querySelector(css)
          const table = element?.querySelector('table')
          return (
            element?.textContent.includes(message) === true &&
            table !== null &&
            table !== undefined &&
            table.getClientRects().length > 0 &&
            element.querySelector('canvas') === null
          )
        },
        figure,
        en.pages_calc_chart_failed,
      )
    }
  })

  for (const [locale, path, word, results] of [
    ['en', '/blog', 'approval', '/search'],
    ['de', '/de/blog', 'Freigabe', '/de/suche'],
  ] as const)
    it(`a search from the blog in ${locale} leads to its results`, async () => {
      await gotoHydrated(driver(), siteBase() + path)
      await driver().fill({ css: 'main form[role="search"] input[name="q"]' }, word)
      await driver().press('Enter')
      await waitForPath(driver(), `${results}?q=${encodeURIComponent(word)}`)
      await waitFor(driver(), 'results', () => document.querySelectorAll('main li mark').length > 0)
      // The form is a plain GET, so the results are a new document, whose results show before it
      // hydrates. Starting, the router writes its key into the history entry (replaceState in
      // @tanstack/history), and Firefox aborts a navigation begun meanwhile (the next flow's:
      // NS_BINDING_ABORTED, microsoft/playwright#20749): the flow ends on the results page hydrated.
      await hydrated(driver())
    })

  for (const locale of ['en', 'de'] as const)
    it(`the newsletter form says a bad address is one, in ${locale}`, async () => {
      await gotoHydrated(driver(), `${siteBase()}${locale === 'de' ? '/de' : '/'}`)
      await driver().fill({ css: 'footer #newsletter input[type="email"]' }, 'not-an-address')
      await driver().press('Enter')
      await waitFor(
        driver(),
        'the message for a bad address',
        (message) =>
          document.querySelector('footer #newsletter [role="status"]')?.textContent.includes(message) === true,
        messages[locale].common_newsletter_error_invalid,
      )
      expect(
        await read(
          driver(),
          v.nullable(v.string()),
          () => document.querySelector('footer #newsletter input[type="email"]')?.getAttribute('aria-invalid') ?? null,
        ),
      ).toBe('true')
    })

  for (const locale of ['en', 'de'] as const)
    it(`the home page's demo call reaches the demo form, which names a bad address, in ${locale}`, async () => {
      await gotoHydrated(driver(), `${siteBase()}${locale === 'de' ? '/de' : '/'}`)
      await driver().click({ css: 'main a[data-demo-link]' })
      await waitForPath(driver(), locale === 'de' ? '/de/demo-buchen' : '/book-demo')
      await waitFor(
        driver(),
        'the demo form',
        () => document.querySelector('#demo-request input[name="email"]') !== null,
      )
      await driver().fill({ css: '#demo-request input[name="name"]' }, 'Anna Berg')
      await driver().fill({ css: '#demo-request input[name="company"]' }, 'Pharma AG')
      await driver().fill({ css: '#demo-request input[name="email"]' }, 'not-an-address')
      await driver().press('Enter')
      await waitFor(
        driver(),
        'the message beside the address',
        (message) =>
          document.querySelector('#demo-request input[name="email"]')?.getAttribute('aria-invalid') === 'true' &&
          document.querySelector('#demo-request')?.textContent.includes(message) === true,
        messages[locale].pages_book_demo_form_error_email,
      )
    })
}
