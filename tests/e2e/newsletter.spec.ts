import type { Page } from '@playwright/test'
import { FAKE_REJECTION } from '../../scripts/dev/fake-mailerlite.ts'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { axeViolations } from './axe.ts'
import { expect, gotoHydrated, holdEntryScript, test } from './fixtures.ts'

// The footer's newsletter form in every state, in both languages, with and without JavaScript.
// The fake MailerLite (scripts/dev/fake-mailerlite.ts) answers by the address: reject+… is
// refused, empty+… gets an empty answer, slow+… takes 1.5 s, down+… gets a 500.

type Locale = 'en' | 'de'
const messages = { en, de }
const homeOf = (locale: Locale) => (locale === 'de' ? '/de' : '/')
let counter = 0
/** A fresh address and rate-limit bucket per use, so retries and parallel tests do not collide. */
const unique = (prefix = '') => `${prefix}visitor-${Date.now()}-${process.pid}-${++counter}@example.com`

async function ownClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Test-Client': `client-${Date.now()}-${process.pid}-${++counter}` })
}

function form(page: Page, locale: Locale) {
  const t = messages[locale]
  const section = page.getByRole('contentinfo').locator('#newsletter')
  return {
    email: section.getByLabel(t.common_newsletter_email_label),
    submit: section.getByRole('button', { name: t.common_newsletter_submit }),
    pending: section.getByRole('button', { name: t.common_newsletter_submitting }),
    status: section.getByRole('status'),
  }
}

const signupResponse = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST')

for (const locale of ['en', 'de'] as const) {
  const t = messages[locale]

  test.describe(`with JavaScript (${locale})`, () => {
    test.beforeEach(async ({ sharedPage: page }) => {
      await ownClient(page)
      await gotoHydrated(page, homeOf(locale))
    })

    test('submit is disabled while empty; pending, then a green thank-you and a cleared field', async ({
      sharedPage: page,
    }) => {
      const f = form(page, locale)
      await expect(f.submit).toBeDisabled()
      await f.email.fill(unique('slow+'))
      await expect(f.submit).toBeEnabled()
      const answered = signupResponse(page)
      await f.submit.click()
      // The fake provider takes 1.5 s: the pending state is visible meanwhile.
      await expect(f.pending).toBeDisabled()
      await expect(f.pending).toHaveText(/…$/)
      await expect(f.email).toBeDisabled()
      expect((await answered).status()).toBe(200)
      await expect(f.status).toHaveText(t.common_newsletter_success)
      await expect(f.status.locator('span')).toHaveClass(/text-emerald/)
      await expect(f.email).toHaveValue('')
      await expect(f.submit).toBeDisabled()
    })

    test('an invalid address gets the translated message and 400; the next submit clears it', async ({
      sharedPage: page,
    }) => {
      const f = form(page, locale)
      await f.email.fill('not-an-address')
      const answered = signupResponse(page)
      await f.email.press('Enter')
      expect((await answered).status()).toBe(400)
      await expect(f.status).toHaveText(t.common_newsletter_error_invalid)
      await expect(f.status.locator('span')).toHaveClass(/text-red/)
      await expect(f.email).toHaveValue('not-an-address')
      await expect(f.email).toHaveAttribute('aria-invalid', 'true')
      await f.email.fill(unique('slow+'))
      await f.submit.click()
      // While the (slow) provider answers, the old message is gone.
      await expect(f.pending).toBeVisible()
      await expect(f.status).not.toContainText(t.common_newsletter_error_invalid)
      await expect(f.email).not.toHaveAttribute('aria-invalid', 'true')
      await expect(f.status).toHaveText(t.common_newsletter_success)
    })

    test('a refusal by the provider shows our translated message, never the provider’s (422); an empty answer says so (502)', async ({
      sharedPage: page,
    }) => {
      const f = form(page, locale)
      const rejected = unique('reject+')
      await f.email.fill(rejected)
      let answered = signupResponse(page)
      await f.submit.click()
      expect((await answered).status()).toBe(422)
      await expect(f.status).toHaveText(t.common_newsletter_error_rejected)
      await expect(f.status).not.toContainText(FAKE_REJECTION)
      await expect(f.email).toHaveValue(rejected)
      await f.email.fill(unique('empty+'))
      answered = signupResponse(page)
      await f.submit.click()
      expect((await answered).status()).toBe(502)
      await expect(f.status).toHaveText(t.common_newsletter_error_empty)
    })

    test('the provider being down still thanks the visitor: the signup is kept and retried', async ({
      sharedPage: page,
    }) => {
      const f = form(page, locale)
      await f.email.fill(unique('down+'))
      const answered = signupResponse(page)
      await f.submit.click()
      expect((await answered).status()).toBe(200)
      await expect(f.status).toHaveText(t.common_newsletter_success)
    })

    test('too many attempts for one address get 429 and a translated message', async ({ sharedPage: page }) => {
      const f = form(page, locale)
      const address = unique()
      for (let attempt = 1; attempt <= 3; attempt++) {
        await f.email.fill(address)
        await f.submit.click()
        await expect(f.status).toHaveText(t.common_newsletter_success)
      }
      await f.email.fill(address)
      const answered = signupResponse(page)
      await f.submit.click()
      const response = await answered
      expect(response.status()).toBe(429)
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
      await expect(f.status).toHaveText(
        new RegExp(t.common_newsletter_error_rate_limited.split('{minutes}')[0] as string),
      )
      await expect(f.email).not.toHaveAttribute('aria-invalid', 'true')
    })

    test('the error and success states pass axe (WCAG 2.2 AA)', async ({ sharedPage: page }) => {
      const f = form(page, locale)
      await f.email.fill('broken@')
      await f.submit.click()
      await expect(f.status).toHaveText(t.common_newsletter_error_invalid)
      expect(await axeViolations(page, '#newsletter')).toEqual([])
      await f.email.fill(unique())
      await f.submit.click()
      await expect(f.status).toHaveText(t.common_newsletter_success)
      expect(await axeViolations(page, '#newsletter')).toEqual([])
    })

    test('works by keyboard alone and fits a 360 px screen', async ({ sharedPage: page }) => {
      await page.setViewportSize({ width: 360, height: 780 })
      const f = form(page, locale)
      await f.email.focus()
      await page.keyboard.type(unique())
      await page.keyboard.press('Tab')
      await expect(f.submit).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(f.status).toHaveText(t.common_newsletter_success)
      const box = await f.submit.boundingBox()
      expect(box && box.x + box.width).toBeLessThanOrEqual(360)
      expect(box?.height).toBeGreaterThanOrEqual(44)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    })
  })

  test(`an address typed while the script loads is kept and sent once it runs (${locale})`, async ({ page }) => {
    await ownClient(page)
    // Hold the browser entry until the address is typed: the page is server HTML meanwhile.
    const { release, requested } = await holdEntryScript(page)
    // Not 'load': that waits for the held script.
    await page.goto(homeOf(locale), { waitUntil: 'domcontentloaded' })
    const f = form(page, locale)
    const address = unique()
    await f.email.fill(address)
    await requested
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(f.email).toHaveValue(address)
    await expect(f.submit).toBeEnabled()
    const answered = signupResponse(page)
    await f.submit.click()
    expect((await answered).status()).toBe(200)
    await expect(f.status).toHaveText(t.common_newsletter_success)
    await expect(f.email).toHaveValue('')
  })

  test.describe(`without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })
    test.beforeEach(async ({ sharedPage: page }) => ownClient(page))

    test('a plain post answers with the page, the thank-you and 200', async ({ sharedPage: page }) => {
      await page.goto(locale === 'de' ? '/de/produkt' : '/product')
      const f = form(page, locale)
      await f.email.fill(unique())
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        f.submit.click(),
      ])
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toBe('no-store')
      await expect(page).toHaveURL(new RegExp(`${locale === 'de' ? '/de/produkt' : '/product'}#newsletter$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages_product_title)
      await expect(f.status).toHaveText(t.common_newsletter_success)
      await expect(f.email).toHaveValue('')
    })

    test('an invalid address keeps what was typed, with the message and 400', async ({ sharedPage: page }) => {
      await page.goto(homeOf(locale))
      const f = form(page, locale)
      await f.email.fill('name@')
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        f.submit.click(),
      ])
      expect(response.status()).toBe(400)
      await expect(f.status).toHaveText(t.common_newsletter_error_invalid)
      await expect(f.email).toHaveValue('name@')
    })

    test('an empty field is answered too (the button cannot be disabled without JavaScript)', async ({
      sharedPage: page,
    }) => {
      await page.goto(homeOf(locale))
      const f = form(page, locale)
      await expect(f.submit).toBeEnabled()
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        f.submit.click(),
      ])
      expect(response.status()).toBe(400)
      await expect(f.status).toHaveText(t.common_newsletter_error_invalid)
    })

    test('a provider refusal and the rate limit answer with their status', async ({ sharedPage: page }) => {
      await page.goto(homeOf(locale))
      let f = form(page, locale)
      await f.email.fill(unique('reject+'))
      let [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        f.submit.click(),
      ])
      expect(response.status()).toBe(422)
      await expect(f.status).toHaveText(t.common_newsletter_error_rejected)
      const address = unique()
      for (let attempt = 1; attempt <= 4; attempt++) {
        f = form(page, locale)
        await f.email.fill(address)
        ;[response] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === 'POST'),
          f.submit.click(),
        ])
      }
      expect(response.status()).toBe(429)
      await expect(form(page, locale).status).toContainText(
        t.common_newsletter_error_rate_limited.split('{minutes}')[0] as string,
      )
      // The address was fine: only an address the form cannot take is marked invalid.
      await expect(form(page, locale).email).not.toHaveAttribute('aria-invalid', 'true')
    })

    test('a post too large to read gets the page with its message and 413', async ({ request }) => {
      const answer = await request.post(homeOf(locale), {
        form: { form: 'newsletter', email: unique(), pad: 'x'.repeat(70 * 1024) },
        headers: { 'sec-fetch-site': 'same-origin', 'X-Test-Client': `large-${Date.now()}-${++counter}` },
      })
      expect(answer.status()).toBe(413)
      expect(answer.headers()['content-type']).toMatch(/^text\/html/)
      expect(answer.headers()['cache-control']).toBe('no-store')
      expect(await answer.text()).toContain(t.common_newsletter_error_too_large)
    })
  })
}

test('a cross-site form post is refused', async ({ request }) => {
  const response = await request.post('/', {
    form: { form: 'newsletter', email: 'forged@example.com' },
    headers: { 'sec-fetch-site': 'cross-site', 'X-Test-Client': `cross-${Date.now()}` },
  })
  expect(response.status()).toBe(403)
})

test('a bot that fills in the honeypot is answered as a person is: 200 and the thank-you', async ({ request }) => {
  const post = (email: string, website: string) =>
    request.post('/', {
      form: { form: 'newsletter', email, website },
      headers: { 'sec-fetch-site': 'same-origin', 'X-Test-Client': `honeypot-${Date.now()}-${++counter}` },
    })
  for (const answer of [await post(unique(), ''), await post(unique('bot+'), 'https://spam.example')]) {
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toBe('no-store')
    expect(await answer.text()).toContain(en.common_newsletter_success)
  }
})
