import type { BrowserContext, Page } from '@playwright/test'
import { storageKeys } from '../../app/consent/processings.ts'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { expect, gotoHydrated, test } from './fixtures.ts'

// Every key the site writes to local storage, session storage and cookies in the main flows must be
// one the cookie policy declares (app/consent/processings.ts's `storageKeys`, the policy's table).
// Writes are recorded as they happen (a key written and removed again counts too), and what storage
// and the cookie jar hold is read after every step. The optional trackers answer with empty scripts.
test.use({ consent: null })

type Written = `${'local' | 'session' | 'cookie'} ${string}`
const declared = new Set<string>(storageKeys.map((key) => `${key.storage} ${key.name}`))

/** The written keys the policy does not declare. */
function undeclared(written: Iterable<Written>): Written[] {
  return [...new Set(written)].filter((key) => !declared.has(key)).sort()
}

/** Records every write to storage and document.cookie in every page of the context. */
async function recordWrites(context: BrowserContext): Promise<Set<Written>> {
  const written = new Set<Written>()
  await context.exposeBinding('recordStorageWrite', (_source, key: Written) => void written.add(key))
  await context.addInitScript(() => {
    const record = (window as unknown as { recordStorageWrite: (key: string) => void }).recordStorageWrite
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below on the storage written to
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      record(`${this === window.sessionStorage ? 'session' : 'local'} ${key}`)
      return setItem.call(this, key, value)
    }
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
    Object.defineProperty(Document.prototype, 'cookie', {
      get() {
        const value: unknown = cookie?.get?.call(this)
        return value
      },
      set(value: string) {
        record(`cookie ${value.split('=')[0]?.trim()}`)
        cookie?.set?.call(this, value)
      },
    })
  })
  await context.route(/^https:\/\/(analytics|ads)\.tracker\.test\//, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  )
  return written
}

/** What storage and the cookie jar hold now. */
async function held(page: Page, context: BrowserContext): Promise<Written[]> {
  const { local, session } = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }))
  const cookies = (await context.cookies()).map((cookie) => cookie.name)
  return [
    ...local.map((key): Written => `local ${key}`),
    ...session.map((key): Written => `session ${key}`),
    ...cookies.map((name): Written => `cookie ${name}`),
  ]
}

test('the main flows write only keys the cookie policy declares', async ({ page, context }) => {
  test.setTimeout(120_000) // five flows, each with full page loads
  const written = await recordWrites(context)
  const seen = async () => {
    for (const key of await held(page, context)) written.add(key)
  }
  const t = en
  // First visit, then consent.
  await gotoHydrated(page, '/')
  await seen()
  await page
    .getByRole('region', { name: t.common_cookie_title })
    .getByRole('button', { name: t.common_cookie_accept_all })
    .click()
  await seen()
  // Blog navigation and back.
  await page.getByRole('contentinfo').getByRole('link', { name: t.common_nav_blog, exact: true }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${t.pages_blog_read_more}`) })
    .first()
    .click()
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
  await page.mouse.wheel(0, 800)
  await seen()
  await page.goBack()
  await expect(page).toHaveURL(/\/blog$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await seen()
  // Language switch, both ways.
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${t.common_language_switch_short}`) })
    .first()
    .click()
  await expect(page).toHaveURL(/\/de$/)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await seen()
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${de.common_language_switch_short}`) })
    .first()
    .click()
  await expect(page).toHaveURL(/\/$/)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // The newsletter.
  await page.setExtraHTTPHeaders({ 'X-Test-Client': `storage-keys-${Date.now()}-${process.pid}` })
  const footer = page.getByRole('contentinfo').locator('#newsletter')
  await footer.getByLabel(t.common_newsletter_email_label).fill(`storage-keys-${Date.now()}@example.com`)
  await footer.getByRole('button', { name: t.common_newsletter_submit }).click()
  await expect(footer.getByRole('status')).toHaveText(t.common_newsletter_success)
  await seen()

  // The recorder sees the writes: the consent, and the router's scroll positions on navigation.
  expect([...written]).toEqual(expect.arrayContaining(['local cookieConsent', 'session tsr-scroll-restoration-v1_3']))
  expect(undeclared(written)).toEqual([])
})

test('the check fails on a key the cookie policy does not declare', async ({ page, context }) => {
  const written = await recordWrites(context)
  await gotoHydrated(page, '/')
  await page.evaluate(() => {
    sessionStorage.setItem('undeclaredProbe', '1')
    sessionStorage.removeItem('undeclaredProbe') // written and gone again: still caught
    document.cookie = 'undeclaredCookie=1; path=/'
  })
  for (const key of await held(page, context)) written.add(key)
  expect(undeclared(written)).toEqual(['cookie undeclaredCookie', 'session undeclaredProbe'])
})
