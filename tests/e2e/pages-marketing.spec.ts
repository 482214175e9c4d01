// Home and product pages in both languages: sections, calls to action, the workflow in order, the
// claimed results, the FAQ (keyboard and no JavaScript), German-only copy, images and layout shift.
import type { Locator, Page } from '@playwright/test'
import { claimFigure } from '../../app/content/claims.ts'
import { faqItems } from '../../app/content/faq.ts'
import { pathOfPage } from '../../app/i18n/paths.ts'
import type { Locale } from '../../app/i18n/locale.ts'
import { axeViolations } from './axe.ts'
import { expect, filled, gotoHydrated, messages, test } from './fixtures.ts'
import { englishCopyOn, imageProblems, layoutShiftAfterScroll } from './page-quality.ts'

type Kind = 'home' | 'product'
const cases: Array<{ path: string; locale: Locale; kind: Kind }> = [
  { path: '/', locale: 'en', kind: 'home' },
  { path: '/de', locale: 'de', kind: 'home' },
  { path: '/product', locale: 'en', kind: 'product' },
  { path: '/de/produkt', locale: 'de', kind: 'product' },
]

const steps = [1, 2, 3, 4, 5, 6, 7, 8]
/** Each result's message and the claim whose figure it shows (app/content/claims.ts). */
const results = [
  ['resources', 'resources'],
  ['conversion', 'conversion'],
  ['speed', 'contentCreation'],
  ['loops', 'complianceLoops'],
  ['approvals', 'approvals'],
] as const
const sectionKeys: Record<Kind, string[]> = {
  home: [
    'home_results_title',
    'home_agents_title',
    'home_workflow_title',
    'home_assets_title',
    'home_trust_title',
    'home_faq_title',
    'home_cta_title',
  ],
  product: [
    'pages_product_agents_title',
    'pages_product_workflow_title',
    'pages_product_assets_title',
    'pages_product_cta_title',
  ],
}
const headingKey: Record<Kind, string> = { home: 'home_title', product: 'pages_product_title' }
const workflowKey: Record<Kind, string> = { home: 'home_workflow_title', product: 'pages_product_workflow_title' }

const path = (route: '/product' | '/business-value-calculator', locale: Locale) => pathOfPage(route, {}, locale) ?? ''

/** A link to the site's own demo page, in the same tab. */
async function expectScheduling(link: Locator) {
  await expect(link).not.toHaveAttribute('target', /.+/)
  await expect(link).toHaveAttribute('href', /^\/(de\/demo-buchen|book-demo)(\?|$)/)
  await expect(link).toHaveAttribute('data-demo-link', '')
}

const summaryOf = (page: Page, question: string) => page.locator('summary', { hasText: question })

for (const { path: url, locale, kind } of cases) {
  const t = (key: string, values?: Record<string, string>) => filled(locale, key, values)

  test.describe(url, () => {
    // What a visitor sees on the page, checked on the wide first visit below, one step each.
    const looks: Array<[string, (page: Page) => Promise<void>]> = []

    looks.push([
      'shows its sections and calls to action',
      async (page) => {
        const main = page.getByRole('main')
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(t(headingKey[kind]))
        for (const key of sectionKeys[kind]) {
          await expect(main.getByRole('heading', { level: 2, name: t(key), exact: true })).toBeVisible()
        }
        if (kind === 'home') {
          await expectScheduling(main.getByRole('link', { name: t('common_book_demo') }).first())
          await expect(
            main.getByRole('link', { name: t('home_hero_cta_product'), exact: true }).first(),
          ).toHaveAttribute('href', path('/product', locale))
          await expect(main.getByRole('link', { name: t('home_results_calculator') })).toHaveAttribute(
            'href',
            path('/business-value-calculator', locale),
          )
          for (const agent of ['strategy', 'content', 'compliance']) {
            await expect(
              main.getByRole('heading', { level: 3, name: t(`home_agent_${agent}_title`), exact: true }),
            ).toBeVisible()
            await expect(main.getByText(t(`home_agent_${agent}_text`))).toBeVisible()
          }
          for (const asset of ['social', 'email', 'article', 'landing', 'sales_aid', 'display', 'patient', 'video']) {
            await expect(
              main
                .getByRole('region', { name: t('home_assets_title') })
                .getByText(t(`home_asset_${asset}`), { exact: true }),
            ).toBeVisible()
          }
          for (const point of ['start', 'training', 'gdpr', 'eu']) {
            await expect(
              main.getByRole('heading', { level: 3, name: t(`home_trust_${point}_title`), exact: true }),
            ).toBeVisible()
          }
        } else {
          await expectScheduling(main.getByRole('link', { name: t('pages_product_cta_demo') }))
          await expectScheduling(main.getByRole('link', { name: t('common_book_demo') }))
          const calculator = main.getByRole('link', { name: t('pages_product_cta_calculator'), exact: true })
          await expect(calculator).toHaveCount(2)
          await expect(calculator.first()).toHaveAttribute('href', path('/business-value-calculator', locale))
          for (const agent of ['strategy', 'content', 'compliance']) {
            const article = main.getByRole('article', { name: t(`home_agent_${agent}_title`) })
            await expect(article).toContainText(t(`pages_product_agent_${agent}_does`))
            await expect(article).toContainText(t(`pages_product_agent_${agent}_compliance`))
            for (const n of [1, 2, 3]) await expect(article).toContainText(t(`pages_product_agent_${agent}_gets_${n}`))
          }
          for (const asset of ['social', 'email', 'article', 'landing', 'sales_aid', 'display', 'patient', 'video']) {
            await expect(main.getByText(t(`pages_product_asset_${asset}`))).toBeVisible()
          }
        }
      },
    ])

    looks.push([
      'shows the eight workflow steps in order',
      async (page) => {
        const list = page.getByRole('list', { name: t(workflowKey[kind]) })
        await expect(list.getByRole('listitem')).toHaveCount(8)
        await expect(list.getByRole('heading', { level: 3 })).toHaveText(
          steps.map((n) => t(`home_workflow_${n}_title`)),
        )
        if (kind === 'product') {
          for (const n of steps) {
            const step = list.getByRole('listitem').nth(n - 1)
            for (const part of ['does', 'gets', 'compliance'])
              await expect(step).toContainText(t(`pages_product_step_${n}_${part}`))
          }
        }
      },
    ])

    looks.push([
      'has images with alt text and a reserved box, and at most three eager ones',
      async (page) => {
        expect(await imageProblems(page)).toEqual([])
        expect(await page.locator('img[loading="eager"], img:not([loading])').count()).toBeLessThanOrEqual(3)
      },
    ])

    if (kind === 'home') {
      looks.push([
        'shows the five claimed results in order',
        async (page) => {
          const items = page.getByRole('region', { name: t('home_results_title') }).getByRole('listitem')
          await expect(items).toHaveCount(results.length)
          for (const [index, [result, claim]] of results.entries()) {
            // English 40%, German 40 % with a non-breaking space, from the claims registry.
            await expect(items.nth(index)).toContainText(
              t(`home_result_${result}_value`, { figure: claimFigure(claim, locale) }),
            )
            await expect(items.nth(index)).toContainText(t(`home_result_${result}_label`))
          }
          await expect(items.nth(4)).toContainText(t('home_result_approvals_qualifier'))
        },
      ])
    }

    if (locale === 'de') {
      // Last: it opens every FAQ answer, so its text counts too.
      looks.push([
        'shows no English copy',
        async (page) => {
          for (const summary of await page.locator('main summary').all()) await summary.click()
          expect(await englishCopyOn(page)).toEqual([])
        },
      ])
    }

    for (const width of [360, 1280]) {
      const wide = width === 1280
      test(`does not shift at ${width} px, nothing wider than the screen${wide ? `; ${looks.map(([name]) => name).join('; ')}` : ''}`, async ({
        coldPage: page,
      }) => {
        await page.setViewportSize({ width, height: width < 500 ? 740 : 800 })
        await gotoHydrated(page, url)
        const horizontalOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(horizontalOverflow).toBeLessThanOrEqual(0)
        expect(await layoutShiftAfterScroll(page)).toBeLessThan(0.02)
        if (wide) for (const [name, look] of looks) await test.step(name, () => look(page))
      })
    }

    if (kind === 'home') {
      test('opens FAQ answers with the keyboard', async ({ sharedPage: page }) => {
        await gotoHydrated(page, url)
        const faq = page.getByRole('region', { name: t('home_faq_title') })
        await expect(faq.locator('details')).toHaveCount(faqItems.length)
        const item = faqItems.find((entry) => 'answer' in entry[locale])
        const entry = item?.[locale]
        if (!item || !entry || !('answer' in entry)) throw new Error('no plain FAQ answer')
        const answer = faq.getByText(entry.answer)
        await expect(answer).toBeHidden()
        // Tab from the element before the FAQ until the question has focus, as a keyboard user would.
        await faq.getByRole('link', { name: t('common_footer_contact') }).focus()
        for (let i = 0; i < faqItems.length + 1; i += 1) {
          if (await summaryOf(page, entry.question).evaluate((node) => node === document.activeElement)) break
          await page.keyboard.press('Tab')
        }
        await expect(summaryOf(page, entry.question)).toBeFocused()
        await page.keyboard.press('Enter')
        await expect(answer).toBeVisible()
        await page.keyboard.press('Space')
        await expect(answer).toBeHidden()
      })

      test('shows HTML answers with working links', async ({ sharedPage: page }) => {
        await gotoHydrated(page, url)
        const item = faqItems.find((entry) => 'answerHtml' in entry[locale] && entry[locale].answerHtml.includes('<a '))
        if (!item) throw new Error('no FAQ answer with a link')
        await summaryOf(page, item[locale].question).click()
        const link = page.locator(`#faq-${item.id} a`).first()
        await expect(link).toBeVisible()
        const response = await page.request.get((await link.getAttribute('href')) ?? '')
        expect(response.status()).toBe(200)
      })

      test('answers how the platform marks AI-generated content (Art. 50 AI Act)', async ({ sharedPage: page }) => {
        await gotoHydrated(page, url)
        const item = faqItems.find((entry) => entry.id === 'ai-marking')
        if (!item) throw new Error('no FAQ answer on AI marking')
        await summaryOf(page, item[locale].question).click()
        const answer = page.locator(`#faq-${item.id}`)
        await expect(answer).toContainText(locale === 'de' ? 'Art. 50 Abs. 2' : 'Art. 50(2)')
        await expect(answer).toContainText(locale === 'de' ? 'maschinenlesbar' : 'machine-readable')
      })
    }
  })
}

for (const width of [440, 1280]) {
  test(`the German asset grid's icon tiles stay square where a label wraps, at ${width} px`, async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/de')
    const tiles = await page
      .getByRole('region', { name: messages.de.home_assets_title })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => {
          const tile = item.firstElementChild?.getBoundingClientRect()
          const label = document.createRange()
          if (item.lastChild) label.selectNodeContents(item.lastChild)
          const lines = new Set([...label.getClientRects()].map((rect) => Math.round(rect.top))).size
          return { label: item.textContent, width: tile?.width, height: tile?.height, lines }
        }),
      )
    expect(tiles).toHaveLength(8)
    // At least one label wraps at this width, or the check would prove nothing.
    expect(Math.max(...tiles.map((tile) => tile.lines))).toBeGreaterThan(Math.min(...tiles.map((tile) => tile.lines)))
    for (const tile of tiles)
      expect({ label: tile.label, width: tile.width }).toEqual({ label: tile.label, width: tile.height })
  })
}

test('no WCAG 2.2 AA violation with every FAQ answer open', async ({ sharedPage: page }) => {
  await gotoHydrated(page, '/de')
  for (const summary of await page.locator('main summary').all()) await summary.click()
  expect(await axeViolations(page, '#main')).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of ['en', 'de'] as const) {
    test(`the FAQ opens on the ${locale} home page`, async ({ sharedPage: page }) => {
      await page.goto(locale === 'de' ? '/de' : '/')
      const item = faqItems[0]
      if (!item) throw new Error('no FAQ')
      const details = page.locator(`#faq-${item.id}`)
      await expect(details).not.toHaveAttribute('open')
      await summaryOf(page, item[locale].question).click()
      await expect(details).toHaveAttribute('open')
      await expect(details.locator('p, div').first()).toBeVisible()
    })
  }
})

test('the home page downloads less than 40 KB of images', async ({ page }) => {
  const sizes: Array<Promise<number>> = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') sizes.push(request.sizes().then((s) => s.responseBodySize))
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoHydrated(page, '/')
  await layoutShiftAfterScroll(page)
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
  expect(total).toBeLessThan(40 * 1024)
})
