import { storageKeys as declaredKeys } from '../../app/consent/processings.ts'
import type { Page } from '@playwright/test'
import { legalDetails } from '../../app/content/legal-entity.ts'
import { LICENCES, openSourceComponents } from '../../app/content/open-source.ts'
import type { Locale } from '../../app/i18n/locale.ts'
import { VITALS_RETENTION_DAYS } from '../../app/vitals/policy.ts'
import { CONSENT_MAX_AGE_MONTHS } from '../../app/consent/consent-store.ts'
import { expect, filled, gotoHydrated, messages, test } from './fixtures.ts'
import { englishCopyOn, layoutShiftAfterScroll } from './page-quality.ts'

// The legal pages: their sections in order (headings read from the message files), the table of
// contents, the cookie policy's categories, storage keys and reset button, and German without English.

interface LegalCase {
  page: 'privacy' | 'cookies' | 'imprint' | 'thirdParty'
  paths: Partial<Record<Locale, string>>
  title: string
  /** Message keys of the h2 section headings, in order. */
  sections: string[]
  numbered: boolean
}

const cases: LegalCase[] = [
  {
    page: 'privacy',
    paths: { en: '/privacy-policy', de: '/de/datenschutz' },
    title: 'pages_privacy_title',
    numbered: true,
    sections: [
      'overview',
      'controller',
      'dpo',
      'bases',
      'hosting',
      'storage',
      'language',
      'search',
      'analytics',
      'vitals',
      'newsletter',
      'demo',
      'scheduler',
      'login',
      'content',
      'social',
      'contact',
      'applicants',
      'recipients',
      'transfers',
      'retention',
      'rights',
      'withdrawal',
      'automated',
      'changes',
    ].map((name) => `pages_privacy_${name}_title`),
  },
  {
    page: 'cookies',
    paths: { en: '/cookie-policy', de: '/de/cookie-richtlinie' },
    title: 'pages_cookies_title',
    numbered: true,
    sections: ['what', 'categories', 'storage', 'legal', 'manage', 'more'].map((name) => `pages_cookies_${name}_title`),
  },
  {
    page: 'imprint',
    paths: { en: '/imprint', de: '/de/impressum' },
    title: 'pages_imprint_title',
    numbered: false,
    sections: ['provider', 'contact', 'register', 'vat', 'responsible', 'dispute', 'content', 'links', 'copyright'].map(
      (name) => `pages_imprint_${name}_title`,
    ),
  },
  {
    page: 'thirdParty',
    paths: { en: '/thirdpartyterms' },
    title: 'pages_third_party_terms_title',
    numbered: true,
    sections: ['about', 'services', 'oss', 'licences', 'trademarks'].map(
      (name) => `pages_third_party_terms_${name}_title`,
    ),
  },
]

/** The storage keys the site writes (app/consent/processings.ts; tests/e2e/storage-keys.spec.ts checks that list against the browser). */
const storageKeys = declaredKeys.map((key) => key.name)
const categories = ['essential', 'functional', 'analytics', 'performance', 'sharing', 'marketing']

/** A Global Privacy Control text with its button and category names filled in, as the page shows it. */
const withGpcNames = (locale: Locale, key: string) =>
  filled(locale, key, {
    acceptAll: filled(locale, 'common_cookie_accept_all'),
    marketing: filled(locale, 'common_cookie_marketing'),
    sharing: filled(locale, 'common_cookie_sharing'),
  })
const sectionHeadings = (page: Page) => page.locator('main article section > h2')
const banner = (page: Page, locale: Locale) => page.getByRole('region', { name: messages[locale].common_cookie_title })

/**
 * A link of the table of contents, followed: its heading at the top of the screen, below the sticky
 * header and not under it, and the address names its section. The scroll position is the same CSS
 * (scroll-margin under the sticky header) for every link, so a link in the middle stands for all.
 */
async function expectTocLinkBringsHeadingToTop(page: Page, locale: Locale, legal: LegalCase) {
  const toc = page.getByRole('navigation', { name: filled(locale, 'pages_legal_toc') })
  const middle = legal.sections[Math.floor(legal.sections.length / 2)] as string
  const link = toc.getByRole('link', { name: filled(locale, middle), exact: true })
  const href = (await link.getAttribute('href')) ?? ''
  await link.click()
  const heading = page.locator(`section${href} > h2`)
  await expect
    .poll(() =>
      heading.evaluate((h) => {
        const box = h.getBoundingClientRect()
        const atCentre = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2)
        return box.top >= 0 && box.top <= 200 && (atCentre === h || h.contains(atCentre))
      }),
    )
    .toBe(true)
  expect(new URL(page.url()).hash).toBe(href)
}

// Two visits a page: at 1280 px its text and contents, at 360 px a first visit's layout.
for (const legal of cases) {
  for (const [locale, path] of Object.entries(legal.paths) as Array<[Locale, string]>) {
    test.describe(`${path}`, () => {
      const toc = legal.page !== 'imprint'
      test(`has its title, effective date and every section heading in order${toc ? ', and a table of contents whose links reach every section' : ''}${locale === 'de' ? '; no English copy' : ''}`, async ({
        sharedPage: page,
      }) => {
        await page.setViewportSize({ width: 1280, height: 800 })
        await gotoHydrated(page, path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(filled(locale, legal.title))
        await expect(page.locator('main time[datetime]')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
        const expected = legal.sections.map(
          (key, index) => `${legal.numbered ? `${index + 1}. ` : ''}${filled(locale, key)}`,
        )
        await expect(sectionHeadings(page)).toHaveText(expected)
        if (locale === 'de') expect(await englishCopyOn(page)).toEqual([])
        if (!toc) return
        const links = page.getByRole('navigation', { name: filled(locale, 'pages_legal_toc') }).getByRole('link')
        await expect(links).toHaveText(legal.sections.map((key) => filled(locale, key)))
        for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
          expect(href).toMatch(/^#[a-z-]+$/)
          await expect(page.locator(`section${href}`)).toHaveCount(1)
        }
        await expectTocLinkBringsHeadingToTop(page, locale, legal)
      })

      test(`fits 360 px without sideways scrolling of the page and without layout shift${toc ? '; a table-of-contents link brings its heading to the top' : ''}`, async ({
        coldPage: page,
      }) => {
        await page.setViewportSize({ width: 360, height: 740 })
        await gotoHydrated(page, path)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
        expect(await layoutShiftAfterScroll(page)).toBeLessThan(0.01)
        if (toc) await expectTocLinkBringsHeadingToTop(page, locale, legal)
      })
    })
  }
}

for (const locale of ['en', 'de'] as const) {
  const t = messages[locale]
  const cookiePolicy = locale === 'de' ? '/de/cookie-richtlinie' : '/cookie-policy'
  const privacyPolicy = locale === 'de' ? '/de/datenschutz' : '/privacy-policy'
  const imprint = locale === 'de' ? '/de/impressum' : '/imprint'

  test(`the cookie policy describes the six categories and every storage key (${locale})`, async ({
    sharedPage: page,
  }) => {
    await page.goto(cookiePolicy)
    const categorySection = page.locator('section#categories')
    // Nothing on the site uses sharing (the test server configures analytics and marketing; the speed
    // measurement of the performance category is always there).
    const unused = ['sharing']
    await expect(categorySection.getByRole('heading', { level: 3 })).toHaveText(
      categories.map((c) =>
        unused.includes(c)
          ? `${filled(locale, `common_cookie_${c}`)} ${t.common_cookie_not_used}`
          : filled(locale, `common_cookie_${c}`),
      ),
    )
    for (const category of categories) {
      await expect(
        categorySection.getByText(filled(locale, `pages_cookies_${category}_allows`).replace(/\{\w+\}.*/, '')),
      ).toBeVisible()
    }
    await expect(categorySection.getByText(withGpcNames(locale, 'pages_cookies_gpc'))).toBeVisible()
    const table = page.getByRole('table', { name: t.pages_cookies_storage_caption })
    await expect(table.getByRole('columnheader')).toHaveText(
      ['name', 'type', 'purpose', 'duration', 'category'].map((column) =>
        filled(locale, `pages_cookies_storage_${column}`),
      ),
    )
    await expect(table.getByRole('rowheader')).toHaveText(storageKeys)
    // The scrolling wrapper can take keyboard focus, so it can be scrolled without a mouse.
    await expect(page.getByRole('region', { name: t.pages_cookies_storage_caption })).toHaveAttribute('tabindex', '0')
  })

  test(`the cookie policy's reset button shows the banner again (${locale})`, async ({ page }) => {
    await gotoHydrated(page, cookiePolicy)
    await expect(banner(page, locale)).toHaveCount(0)
    await page.getByRole('main').getByRole('button', { name: t.common_cookie_reopen }).click()
    await expect(banner(page, locale)).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull()
  })

  test(`the privacy policy names its storage keys and links its processor's policy (${locale})`, async ({
    sharedPage: page,
  }) => {
    await page.goto(privacyPolicy)
    const main = page.getByRole('main')
    for (const key of storageKeys) await expect(main.getByText(key).first()).toBeVisible()
    const mailerlite = main.getByRole('link', { name: t.pages_privacy_newsletter_policy_link })
    await expect(mailerlite).toHaveAttribute('target', '_blank')
    await expect(mailerlite).toHaveAttribute('href', /^https:\/\/www\.mailerlite\.com\//)
    await expect(main.getByRole('table', { name: t.pages_privacy_retention_caption })).toBeVisible()
    await expect(main.getByRole('heading', { level: 3, name: t.pages_privacy_objection_title })).toBeVisible()
    // The speed measurement and Global Privacy Control, with the retention the code applies.
    await expect(main.getByText(withGpcNames(locale, 'pages_privacy_storage_gpc'))).toBeVisible()
    await expect(
      main.getByText(
        filled(locale, 'pages_privacy_vitals_basis', {
          button: filled(locale, 'common_cookie_reopen'),
          days: String(VITALS_RETENTION_DAYS),
        }),
      ),
    ).toBeVisible()
    await expect(main.getByRole('row', { name: filled(locale, 'pages_privacy_retention_vitals') })).toContainText(
      String(VITALS_RETENTION_DAYS),
    )
  })

  test(`the privacy policy lists what the proxy logs, what the language selection reads and the periods the law sets (${locale})`, async ({
    sharedPage: page,
  }) => {
    await page.goto(privacyPolicy)
    const details = legalDetails(locale)
    const hosting = page.locator('section#hosting')
    // The reverse proxy's access log, field by field as deploy/nginx.conf writes it
    // (tests/unit/privacy-logs.test.ts ties the list to the log format), then its error log.
    await expect(hosting.locator('li')).toHaveText(
      [
        ...['time', 'page', 'status', 'duration', 'request_id'].map((key) => `pages_privacy_hosting_log_${key}`),
        ...['ip', 'time', 'request', 'status', 'answer', 'request_id'].map((key) => `pages_privacy_proxy_log_${key}`),
      ].map((key) => filled(locale, key)),
    )
    for (const key of ['pages_privacy_proxy_not', 'pages_privacy_proxy_errors'])
      await expect(hosting.getByText(filled(locale, key))).toBeVisible()
    await expect(hosting.getByText(details.hostingLogs)).toBeVisible()
    // The test server sets COUNTRY_HEADER: the country is named, and the user agent always is.
    const language = page.locator('section#language-selection')
    await expect(language.getByText(filled(locale, 'pages_privacy_language_crawler'))).toBeVisible()
    await expect(language).toContainText(filled(locale, 'pages_privacy_language_signals_country'))
    await expect(page.locator('section#site-search')).toContainText(
      locale === 'de' ? 'Fehlerprotokoll des Webservers' : 'web server’s error log',
    )
    // When the banner asks again, in the words of the one message both policies share.
    const reask = filled(locale, 'pages_legal_consent_reask', { months: String(CONSENT_MAX_AGE_MONTHS) })
    await expect(page.locator('section#browser-storage')).toContainText(reask)
    // Accounting vouchers eight years, business letters six (since 1 January 2025).
    await expect(page.getByRole('row', { name: filled(locale, 'pages_privacy_retention_enquiries') })).toContainText(
      locale === 'de' ? 'Buchungsbelege wie Rechnungen acht Jahre' : 'for eight years',
    )
    // YouTube: hedged, no claim that Google alone is responsible.
    const social = page.locator('section#social-media')
    await expect(social.getByText(filled(locale, 'pages_privacy_social_youtube'))).toBeVisible()
    await expect(social).not.toContainText(locale === 'de' ? 'allein Google' : 'Google alone')
  })

  test(`the cookie policy says when the banner asks again, in the privacy policy's words (${locale})`, async ({
    sharedPage: page,
  }) => {
    await page.goto(cookiePolicy)
    const reask = filled(locale, 'pages_legal_consent_reask', { months: String(CONSENT_MAX_AGE_MONTHS) })
    await expect(page.getByRole('main').getByText(reask, { exact: false })).toHaveCount(2)
  })

  test(`the imprint shows the company details from the legal entity module (${locale})`, async ({
    sharedPage: page,
  }) => {
    await page.goto(imprint)
    const details = legalDetails(locale)
    const main = page.getByRole('main')
    for (const value of [
      details.company,
      details.street,
      details.city,
      details.registerNumber,
      details.vatId,
      details.contentResponsible,
    ]) {
      await expect(main.getByText(value, { exact: false }).first()).toBeVisible()
    }
    await expect(main.getByRole('link', { name: t.pages_imprint_third_party_link })).toHaveAttribute(
      'href',
      '/thirdpartyterms',
    )
  })
}

test('the third-party terms list the open-source components with their licences', async ({ sharedPage: page }) => {
  await page.goto('/thirdpartyterms')
  const table = page.getByRole('table', { name: messages.en.pages_third_party_terms_oss_caption })
  // Row headers are the component names, each a link announced as opening a new tab.
  await expect(table.getByRole('rowheader')).toHaveText(
    openSourceComponents.map((component) => `${component.name} ${messages.en.common_new_tab}`),
  )
  const rows = table.getByRole('row')
  for (const [index, component] of openSourceComponents.entries()) {
    await expect(rows.nth(index + 1)).toContainText(LICENCES[component.licence].name)
  }
  expect((await page.goto('/de/thirdpartyterms'))?.status()).toBe(404)
})
