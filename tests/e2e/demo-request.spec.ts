import type { Page } from '@playwright/test'
import { pathOfBilingualPage } from '../../app/i18n/paths.ts'
import type { Locale } from '../../app/i18n/locale.ts'
import type { CrmDelivery } from '../../scripts/dev/fake-crm.ts'
import { expect, filled, gotoHydrated, test } from './fixtures.ts'
import { crmPort, port } from './server-env.ts'

// The demo form in both languages, with and without JavaScript: what sales receives (the fake CRM,
// scripts/dev/fake-crm.ts, records every delivery), each bad field's message with what was typed
// kept, one request per submission, the rate limit, and the calculator's estimate carried along.

const origin = `http://127.0.0.1:${port}`
let counter = 0
/** A fresh address and rate-limit bucket per use, so retries and parallel tests do not collide. */
const unique = () => `buyer-${Date.now()}-${process.pid}-${++counter}@pharma-buyer.de`
const ownClient = (page: Page) =>
  page.setExtraHTTPHeaders({ 'X-Test-Client': `demo-${Date.now()}-${process.pid}-${++counter}` })

async function deliveriesFor(email: string): Promise<CrmDelivery[]> {
  const response = await fetch(`http://127.0.0.1:${crmPort}/deliveries`)
  const all = (await response.json()) as CrmDelivery[]
  return all.filter((delivery) => delivery.body.email === email && delivery.answer === 'accepted')
}

function demoForm(page: Page, locale: Locale) {
  const t = (key: string) => filled(locale, key)
  const form = page.locator('#demo-request')
  return {
    form,
    name: form.getByLabel(t('pages_book_demo_form_name')),
    email: form.getByLabel(t('pages_book_demo_form_email')),
    company: form.getByLabel(t('pages_book_demo_form_company')),
    role: form.getByLabel(t('pages_book_demo_form_role')),
    message: form.getByLabel(t('pages_book_demo_form_message')),
    question: form.getByRole('radio', { name: t('pages_book_demo_form_topic_question') }),
    newsletter: form.getByRole('checkbox', { name: t('pages_book_demo_form_newsletter') }),
    submit: form.getByRole('button', { name: t('pages_book_demo_form_submit') }),
    status: form.getByRole('status'),
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const postResponse = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && !r.url().includes('/_serverFn/'))
const serverFnResponse = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/_serverFn/'))

for (const locale of ['en', 'de'] as const) {
  const t = (key: string, values?: Record<string, string>) => filled(locale, key, values)
  const demoPage = pathOfBilingualPage('/book-demo', {}, locale)

  test.describe(`without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })
    test.beforeEach(async ({ sharedPage: page }) => ownClient(page))

    test('a request is stored and reaches the CRM once, signed, in the page language', async ({ sharedPage: page }) => {
      await page.goto(demoPage)
      const f = demoForm(page, locale)
      const email = unique()
      await f.name.fill('Anna Berg')
      await f.email.fill(email)
      await f.company.fill('Pharma AG')
      await f.question.check()
      await f.message.fill('Where is the data hosted?')
      await expect(f.newsletter).not.toBeChecked()
      const [response] = await Promise.all([postResponse(page), f.submit.click()])
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toBe('no-store')
      await expect(f.status).toHaveText(t('pages_book_demo_form_success'))
      await expect(f.email).toHaveValue('')
      await expect.poll(() => deliveriesFor(email), { timeout: 30_000 }).toHaveLength(1)
      const [delivery] = await deliveriesFor(email)
      expect(delivery).toMatchObject({
        signed: true,
        body: { name: 'Anna Berg', company: 'Pharma AG', topic: 'question', language: locale },
      })
    })

    test('each bad field gets its message, everything typed is kept, 422', async ({ sharedPage: page }) => {
      await page.goto(demoPage)
      const f = demoForm(page, locale)
      await f.email.fill('anna@')
      await f.company.fill('Pharma AG')
      await f.role.fill('Brand lead')
      await f.message.fill('Keep this text, please.')
      const [response] = await Promise.all([postResponse(page), f.submit.click()])
      expect(response.status()).toBe(422)
      await expect(f.status).toHaveText(t('pages_book_demo_form_error_summary'))
      await expect(f.name).toHaveAttribute('aria-invalid', 'true')
      await expect(f.name).toHaveAccessibleDescription(t('pages_book_demo_form_error_required'))
      await expect(f.email).toHaveAccessibleDescription(t('pages_book_demo_form_error_email'))
      await expect(f.email).toHaveValue('anna@')
      await expect(f.company).toHaveValue('Pharma AG')
      await expect(f.company).not.toHaveAttribute('aria-invalid', /.*/)
      await expect(f.role).toHaveValue('Brand lead')
      await expect(f.message).toHaveValue('Keep this text, please.')
    })

    test('a double submit of the same form stores one request', async ({ request }) => {
      const email = unique()
      const form = { form: 'demo-request', name: 'Ben', email, company: 'MedTech GmbH', topic: 'demo' }
      const headers = { origin, 'X-Test-Client': unique() }
      const [first, second] = await Promise.all([
        request.post(demoPage, { form, headers }),
        request.post(demoPage, { form, headers }),
      ])
      expect([first.status(), second.status()]).toEqual([200, 200])
      await expect.poll(() => deliveriesFor(email), { timeout: 30_000 }).toHaveLength(1)
    })

    test('the rate limit answers 429 with Retry-After and keeps what was typed', async ({ sharedPage: page }) => {
      await page.goto(demoPage)
      let status = 0
      for (let i = 0; i < 6; i++) {
        const f = demoForm(page, locale)
        await f.name.fill('Cara')
        await f.email.fill(unique())
        await f.company.fill('Clinic')
        const [response] = await Promise.all([postResponse(page), f.submit.click()])
        status = response.status()
        if (status === 429) {
          expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
          break
        }
      }
      expect(status).toBe(429)
      const f = demoForm(page, locale)
      const [before = '', after = ''] = t('pages_book_demo_form_error_rate_limited').split('{minutes}')
      await expect(f.status).toHaveText(new RegExp(`^${escape(before)}\\d+${escape(after)}$`))
      await expect(f.name).toHaveValue('Cara')
      await expect(f.company).toHaveValue('Clinic')
    })
  })

  test.describe(`with JavaScript (${locale})`, () => {
    test.beforeEach(async ({ sharedPage: page }) => {
      await ownClient(page)
      await gotoHydrated(page, demoPage)
    })

    test('a request goes through the server function; the page stays and the form is cleared', async ({
      sharedPage: page,
    }) => {
      const f = demoForm(page, locale)
      const email = unique()
      await f.name.fill('Dana')
      await f.email.fill(email)
      await f.company.fill('Biotech SE')
      const [response] = await Promise.all([serverFnResponse(page), f.submit.dblclick()])
      expect(response.status()).toBe(200)
      await expect(f.status).toHaveText(t('pages_book_demo_form_success'))
      await expect(f.name).toHaveValue('')
      await expect.poll(() => deliveriesFor(email), { timeout: 30_000 }).toHaveLength(1)
    })

    test('a bad address is named beside the field, kept, and focused', async ({ sharedPage: page }) => {
      const f = demoForm(page, locale)
      await f.name.fill('Eva')
      await f.email.fill('eva@@pharma')
      await f.company.fill('Pharma AG')
      const [response] = await Promise.all([serverFnResponse(page), f.submit.click()])
      expect(response.status()).toBe(422)
      await expect(f.email).toHaveAccessibleDescription(t('pages_book_demo_form_error_email'))
      await expect(f.email).toBeFocused()
      await expect(f.email).toHaveValue('eva@@pharma')
      await expect(f.name).toHaveValue('Eva')
    })
  })

  test(`the calculator's estimate is shown on the demo page and sent along (${locale})`, async ({ page }) => {
    await ownClient(page)
    const calculator = pathOfBilingualPage('/business-value-calculator', {}, locale)
    await gotoHydrated(page, `${calculator}?team=8&campaigns=12&pieces=20&budget=15000&cost=30000`)
    await page.getByRole('main').locator('a[data-demo-link]').first().click()
    await expect(page).toHaveURL(new RegExp(`${demoPage}\\?`))
    const f = demoForm(page, locale)
    await expect(f.form.getByRole('heading', { name: t('pages_book_demo_estimate_title') })).toBeVisible()
    const email = unique()
    await f.name.fill('Finn')
    await f.email.fill(email)
    await f.company.fill('Pharma AG')
    await f.submit.click()
    await expect(f.status).toHaveText(t('pages_book_demo_form_success'))
    await expect.poll(() => deliveriesFor(email), { timeout: 30_000 }).toHaveLength(1)
    const [delivery] = await deliveriesFor(email)
    expect(delivery?.body.estimate).toMatchObject({
      inputs: { teamSize: 8, campaignsPerYear: 12, piecesPerCampaign: 20, externalBudgetPerCampaign: 15000 },
      figures: { netAnnualSavings: expect.any(Number) },
    })
  })
}

test('a click on send after the thanks sends nothing and keeps them; typing starts the next request', async ({
  page,
}) => {
  const t = (key: string) => filled('en', key)
  await ownClient(page)
  const calls: string[] = []
  page.on('request', (request) => {
    // The demo request's POSTs (the idle preloads' reads are GETs).
    if (request.method() === 'POST' && request.url().includes('/_serverFn/')) calls.push(request.url())
  })
  await gotoHydrated(page, '/book-demo')
  const f = demoForm(page, 'en')
  const send = async (name: string) => {
    await f.name.fill(name)
    await f.email.fill(unique())
    await f.company.fill('Medtech GmbH')
    await Promise.all([serverFnResponse(page), f.submit.click()])
    await expect(f.status).toHaveText(t('pages_book_demo_form_success'))
  }
  await send('Fay')
  // The second click of a double click that comes after the answer (a fast server, a slow hand).
  await f.submit.click()
  await f.name.fill('Gus')
  // It would have asked for the required fields in place of the thanks (its request is out by now).
  expect(calls).toHaveLength(1)
  await expect(f.status).toBeHidden()
  await send('Gus')
  expect(calls).toHaveLength(2)
})

test('a cross-site post of the demo form is refused', async ({ request }) => {
  const response = await request.post('/book-demo', {
    form: { form: 'demo-request', name: 'X', email: 'x@y.de', company: 'Z' },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  })
  expect(response.status()).toBe(403)
})

test('a post too large to read answers 413 with the form and its message', async ({ request }) => {
  const response = await request.post('/de/demo-buchen', {
    form: { form: 'demo-request', name: 'X', message: 'x'.repeat(70_000) },
    headers: { origin: origin },
  })
  expect(response.status()).toBe(413)
  const html = await response.text()
  expect(html).toContain('id="demo-request"')
  expect(html).toContain(filled('de', 'pages_book_demo_form_error_too_large'))
})
