// The company pages: about us, careers, partners, strategic partnerships, book a demo and brand
// analysis, in both languages (brand analysis in English only). Texts come from the message files and
// the content modules, never from this file.
import { claimFigure } from '../../app/content/claims.ts'
import type { Locator, Page } from '@playwright/test'
import { readSiteConfig } from '../../app/config/site.ts'
import { axeViolations } from './axe.ts'
import { serverEnv } from './server-env.ts'
import type { Localized } from '../../app/content/company-schemas.ts'
import { APPLICATION_EMAIL, jobs } from '../../app/content/jobs.ts'
import { partners } from '../../app/content/partners.ts'
import { mentors, teamMembers } from '../../app/content/team.ts'
import type { RoutePath } from '../../app/i18n/route-table.ts'
import { type Locale, locales } from '../../app/i18n/locale.ts'
import { pathOfBilingualPage, pathOfPage } from '../../app/i18n/paths.ts'
import { expect, filled, functionalConsent, gotoHydrated, settled, test } from './fixtures.ts'
import { englishCopyOn, imageProblems, layoutShiftAfterScroll } from './page-quality.ts'
import { CONSENT_VERSION } from '../../app/consent/consent-version.ts'

// The server runs with the environment the tests see (playwright.config.ts passes it on).
const scheduler = new URL(readSiteConfig(serverEnv).schedulerUrl)

const main = (page: Page) => page.getByRole('main')
const section = (page: Page, locale: Locale, titleKey: string) =>
  main(page).getByRole('region', { name: filled(locale, titleKey) })
const schedulingLink = (scope: Page | Locator, name: string) =>
  scope.locator('a[data-demo-link]').filter({ hasText: name })
const schedulerTabLink = (scope: Page | Locator, name: string) =>
  scope.locator('a[data-scheduler-link]').filter({ hasText: name })

/** A call to action that leads to the demo page, in the same tab. */
async function expectSchedulerLink(link: Locator) {
  await expect(link.first()).toHaveAttribute('href', /^\/(de\/demo-buchen|book-demo)$/)
  await expect(link.first()).not.toHaveAttribute('target', /.+/)
}

/** The demo page's link to the external scheduler, in a new tab. */
async function expectSchedulerTabLink(link: Locator) {
  await expect(link.first()).toHaveAttribute('href', scheduler.href)
  await expect(link.first()).toHaveAttribute('target', '_blank')
  await expect(link.first()).toHaveAttribute('rel', /noopener/)
}

/**
 * English texts of the content modules that show on a German page. A German text may keep the English
 * one inside it (job titles: "Founding Full-Stack Engineer (m/w/d)"); those are not leftovers.
 */
async function englishContentOn(page: Page, texts: Localized[]): Promise<string[]> {
  const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ')
  return texts
    .filter((text) => !text.de.includes(text.en) && text.en.length >= 12 && body.includes(text.en))
    .map((text) => text.en)
}

/** A company page; it is tested in each language the route table gives it. */
interface PageCase {
  route: RoutePath
  heading: string
  /** Content-module texts the page shows (checked for English leftovers on German pages). */
  content: Localized[]
  check: (page: Page, locale: Locale) => Promise<void>
}

const cases: PageCase[] = [
  {
    route: '/about-us',
    heading: 'pages_about_title',
    content: [...teamMembers, ...mentors].flatMap((person) => [person.role, person.bio]),
    async check(page, locale) {
      await expect(section(page, locale, 'pages_about_mission_title')).toContainText(
        filled(locale, 'pages_about_mission_text'),
      )
      await expect(section(page, locale, 'pages_about_story_title')).toContainText(
        filled(locale, 'pages_about_story_p1'),
      )
      // The claims in their own wording, figures from the registry (no "Today teams create … faster").
      const claimed = filled(locale, 'pages_about_story_p3', {
        speed: claimFigure('contentCreation', locale),
        approvals: claimFigure('approvals', locale),
      })
      await expect(section(page, locale, 'pages_about_story_title')).toContainText(claimed)
      const team = section(page, locale, 'pages_about_team_title')
      await expect(team.getByText(filled(locale, 'pages_about_sample_note'))).toBeVisible()
      for (const person of teamMembers) {
        const card = team
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 3, name: person.name }) })
        await expect(card).toContainText(person.role[locale])
        await expect(card).toContainText(person.bio[locale])
        await expect(
          card.getByRole('img', { name: filled(locale, 'pages_about_portrait_alt', { name: person.name }) }),
        ).toHaveAttribute('src', person.image.src)
        if (person.profileUrl) {
          const profile = card.getByRole('link', {
            name: new RegExp(`^${filled(locale, 'pages_about_profile_link', { name: person.name })}`),
          })
          await expect(profile).toHaveAttribute('href', person.profileUrl)
          await expect(profile).toHaveAttribute('target', '_blank')
          await expect(profile).toHaveAttribute('rel', /noopener/)
        }
      }
      const mentorList = section(page, locale, 'pages_about_mentors_title')
      for (const mentor of mentors) {
        await expect(mentorList.getByRole('heading', { level: 3, name: mentor.name })).toBeVisible()
        await expect(mentorList).toContainText(mentor.bio[locale])
      }
      await expect(mentorList.getByRole('link')).toHaveCount(0)
      await expectSchedulerLink(schedulingLink(main(page), filled(locale, 'common_book_demo')))
      await expect(main(page).getByRole('link', { name: filled(locale, 'pages_about_cta_careers') })).toHaveAttribute(
        'href',
        pathOfBilingualPage('/careers', {}, locale),
      )
    },
  },
  {
    route: '/careers',
    heading: 'pages_careers_title',
    content: jobs.flatMap((job) => [job.title, job.subtitle, ...job.mission, ...job.offer, ...job.expect]),
    async check(page, locale) {
      const roles = section(page, locale, 'pages_careers_roles_title')
      await expect(roles.getByText(filled(locale, 'pages_careers_sample_note'))).toBeVisible()
      await expect(roles.getByRole('article')).toHaveCount(jobs.length)
      for (const job of jobs) {
        const role = roles.getByRole('article', { name: job.title[locale] })
        await expect(role.getByRole('heading', { level: 3 })).toHaveText(job.title[locale])
        await expect(role).toContainText(job.subtitle[locale])
        for (const text of [...job.mission, ...job.offer, ...job.expect]) await expect(role).toContainText(text[locale])
        await expect(role.getByRole('heading', { name: filled(locale, 'pages_careers_offer_title') })).toBeVisible()
        await expect(role.getByRole('heading', { name: filled(locale, 'pages_careers_expect_title') })).toBeVisible()
        const apply = role.getByRole('link', { name: new RegExp(`^${filled(locale, 'pages_careers_apply_role')}`) })
        const subject = filled(locale, 'pages_careers_apply_subject', { title: job.title[locale] })
        await expect(apply).toHaveAttribute(
          'href',
          `mailto:${APPLICATION_EMAIL}?subject=${encodeURIComponent(subject)}`,
        )
      }
      const apply = section(page, locale, 'pages_careers_apply_title')
      await expect(apply.getByRole('listitem')).toHaveCount(4)
      await expect(apply.getByRole('link', { name: APPLICATION_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${APPLICATION_EMAIL}`,
      )
      await expect(apply.getByRole('link', { name: filled(locale, 'pages_careers_privacy_link') })).toHaveAttribute(
        'href',
        `${pathOfBilingualPage('/privacy-policy', {}, locale)}#applicants`,
      )
    },
  },
  {
    route: '/partners',
    heading: 'pages_partners_title',
    content: partners.flatMap((p) => [
      p.specialization,
      p.description,
      ...p.expertise,
      ...(p.support ? [p.support] : []),
      ...(p.additionalExpertise ?? []),
    ]),
    async check(page, locale) {
      const list = section(page, locale, 'pages_partners_list_title')
      await expect(list.getByText(filled(locale, 'pages_partners_sample_note'))).toBeVisible()
      await expect(list.getByRole('article')).toHaveCount(partners.length)
      for (const partner of partners) {
        const card = list.getByRole('article', { name: partner.name })
        await expect(card).toContainText(partner.specialization[locale])
        await expect(card).toContainText(partner.description[locale])
        for (const item of partner.expertise) await expect(card).toContainText(item[locale])
        if (partner.support) await expect(card).toContainText(partner.support[locale])
        for (const item of partner.additionalExpertise ?? []) await expect(card).toContainText(item[locale])
        if (partner.logo)
          await expect(
            card.getByRole('img', { name: filled(locale, 'pages_partners_logo_alt', { name: partner.name }) }),
          ).toBeVisible()
        await expect(card.getByText(filled(locale, 'pages_partners_coming_soon'), { exact: true })).toHaveCount(
          partner.comingSoon ? 1 : 0,
        )
      }
      await expect(list).toContainText(/\b30\b/)
      await expectSchedulerLink(schedulingLink(main(page), filled(locale, 'pages_partners_cta_contact')))
      await expect(
        main(page).getByRole('link', { name: filled(locale, 'pages_partners_cta_programme') }),
      ).toHaveAttribute('href', pathOfBilingualPage('/strategic-partnerships', {}, locale))
    },
  },
  {
    route: '/strategic-partnerships',
    heading: 'pages_strategic_partnerships_title',
    content: [],
    async check(page, locale) {
      const rewards = section(page, locale, 'pages_strategic_partnerships_rewards_title')
      await expect(rewards.getByRole('heading', { level: 3 })).toHaveText([
        new RegExp(
          `${filled(locale, 'pages_strategic_partnerships_reward_access_figure')}\\s+${filled(locale, 'pages_strategic_partnerships_reward_access_title')}`,
        ),
        new RegExp(
          `${filled(locale, 'pages_strategic_partnerships_reward_share_figure')}\\s+${filled(locale, 'pages_strategic_partnerships_reward_share_title')}`,
        ),
      ])
      const audience = section(page, locale, 'pages_strategic_partnerships_audience_title')
      for (const key of ['agencies', 'consultants', 'vendors']) {
        await expect(
          audience.getByRole('heading', { name: filled(locale, `pages_strategic_partnerships_audience_${key}_title`) }),
        ).toBeVisible()
      }
      const steps = section(page, locale, 'pages_strategic_partnerships_steps_title')
      await expect(steps.locator('ol > li')).toHaveCount(4)
      await expect(
        steps.getByRole('link', { name: filled(locale, 'pages_strategic_partnerships_implementation_link') }),
      ).toHaveAttribute('href', pathOfBilingualPage('/partners', {}, locale))
      // What the share is of (net, first contract year), the referrer's duty to disclose the reward,
      // (in text form, not the wet signature "schriftlich" means), who needs consent and who is never
      // rewarded: on the page, not only in the partner agreement.
      const terms = section(page, locale, 'pages_strategic_partnerships_terms_title')
      const termKeys = ['value', 'disclosure', 'excluded', 'advisers']
      await expect(terms.getByRole('term')).toHaveText(
        termKeys.map((key) => filled(locale, `pages_strategic_partnerships_terms_${key}_term`)),
      )
      await expect(terms.getByRole('definition')).toHaveText(
        termKeys.map((key) => filled(locale, `pages_strategic_partnerships_terms_${key}_text`)),
      )
      await expect(terms.getByRole('definition').first()).toContainText(locale === 'de' ? 'Umsatzsteuer' : 'VAT')
      await expect(terms.getByRole('definition').nth(1)).toContainText(locale === 'de' ? 'Textform' : 'text form')
      await expect(terms.getByRole('definition').first()).toContainText(
        locale === 'de' ? 'erste Vertragsjahr' : 'first contract year',
      )
      const contact = schedulingLink(main(page), filled(locale, 'pages_strategic_partnerships_cta_contact'))
      await expect(contact).toHaveCount(2)
      await expectSchedulerLink(contact)
    },
  },
  {
    route: '/book-demo',
    heading: 'pages_book_demo_title',
    content: [],
    async check(page, locale) {
      await expect(main(page)).toContainText(filled(locale, 'pages_book_demo_duration'))
      const covers = section(page, locale, 'pages_book_demo_covers_title')
      for (const key of ['agents', 'compliance', 'questions', 'next']) {
        await expect(
          covers.getByRole('heading', { name: filled(locale, `pages_book_demo_cover_${key}_title`) }),
        ).toBeVisible()
      }
      const attend = section(page, locale, 'pages_book_demo_attend_title')
      await expect(attend.getByRole('listitem')).toHaveCount(4)
      // Consent declined (the tests' default): the scheduler opens in a new tab, with a way to consent.
      const scheduler = section(page, locale, 'pages_book_demo_scheduler_title')
      await expectSchedulerTabLink(schedulerTabLink(scheduler, filled(locale, 'pages_book_demo_open_scheduler')))
      await expect(scheduler).toContainText(filled(locale, 'pages_book_demo_consent_note'))
      await expect(scheduler.getByRole('button', { name: filled(locale, 'pages_book_demo_allow_embed') })).toBeVisible()
      await expect(scheduler.getByRole('button', { name: filled(locale, 'common_cookie_reopen') })).toBeVisible()
      await expect(page.locator('iframe')).toHaveCount(0)
    },
  },
  {
    route: '/brand-analysis',
    heading: 'pages_brand_analysis_title',
    content: [],
    async check(page, locale) {
      await expect(main(page)).toContainText(filled(locale, 'pages_brand_analysis_offer'))
      for (const [title, count] of [
        ['pages_brand_analysis_scope_title', 6],
        ['pages_brand_analysis_results_title', 3],
        ['pages_brand_analysis_process_title', 4],
      ] as const) {
        await expect(section(page, locale, title).getByRole('listitem')).toHaveCount(count)
      }
      const request = schedulingLink(main(page), filled(locale, 'pages_brand_analysis_cta_request'))
      await expect(request).toHaveCount(2)
      await expectSchedulerLink(request)
      await expect(
        main(page).getByRole('link', { name: filled(locale, 'pages_brand_analysis_cta_product') }),
      ).toHaveAttribute('href', '/product')
    },
  },
]

for (const page of cases) {
  for (const locale of locales) {
    const path = pathOfPage(page.route, {}, locale)
    if (path === null) continue

    // A first visit at each width; on the wide one, once measured, the page's content too.
    for (const width of [360, 1280]) {
      const wide = width === 1280
      test(`${path} at ${width} px: images with alt and size, no layout shift, nothing wider than the screen${wide ? '; main content and calls to action' : ''}`, async ({
        coldPage: tab,
      }) => {
        await tab.setViewportSize({ width, height: 800 })
        await gotoHydrated(tab, path)
        await expect(tab.locator('html')).toHaveAttribute('lang', locale)
        expect(await imageProblems(tab)).toEqual([])
        expect(await layoutShiftAfterScroll(tab)).toBeLessThan(0.02)
        expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        // Every image is one of ours and has loaded (the lazy ones on the way down).
        const images = tab.locator('main img')
        for (const src of await images.evaluateAll((nodes) =>
          nodes.map((node) => (node as HTMLImageElement).currentSrc),
        )) {
          expect(new URL(src).origin).toBe(new URL(tab.url()).origin)
        }
        await expect
          .poll(() =>
            images.evaluateAll((nodes) =>
              nodes.every((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0),
            ),
          )
          .toBe(true)
        if (!wide) return
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(filled(locale, page.heading))
        await page.check(tab, locale)
        if (locale === 'de') {
          expect(await englishCopyOn(tab)).toEqual([])
          expect(await englishContentOn(tab, page.content)).toEqual([])
        }
      })
    }
  }
}

test('the brand analysis has no German page', async ({ sharedPage: page }) => {
  const response = await page.goto('/de/brand-analysis')
  expect(response?.status()).toBe(404)
})

test('the partners page is in the Join us menu in both languages', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const locale of ['en', 'de'] as const) {
    await gotoHydrated(page, locale === 'de' ? '/de' : '/')
    const nav = page.getByRole('banner').getByRole('navigation', { name: filled(locale, 'common_nav_label') })
    await nav.getByRole('button', { name: filled(locale, 'common_nav_join') }).click()
    const link = nav.getByRole('link', { name: new RegExp(`^${filled(locale, 'common_nav_partners')}`) })
    await expect(link).toHaveAttribute('href', pathOfBilingualPage('/partners', {}, locale))
  }
})

test.describe('book a demo: the embedded scheduler waits for functional consent', () => {
  /** Records requests to the scheduler's host and answers them with a stub page. */
  async function watchScheduler(page: Page): Promise<string[]> {
    const requests: string[] = []
    await page.route(
      (url) => url.host === scheduler.host,
      (route) => {
        requests.push(route.request().url())
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Scheduler stub</title><main><p>Scheduler stub</p></main></html>',
        })
      },
    )
    return requests
  }

  test('the server render never contains the iframe', async ({ request }) => {
    for (const path of ['/book-demo', '/de/demo-buchen']) {
      const html = await (await request.get(path)).text()
      expect(html).not.toContain('<iframe')
      expect(html).toContain(scheduler.href) // the new-tab link is there before JavaScript
    }
  })

  test('consent declined: no iframe and no request to the scheduler', async ({ page }) => {
    const requests = await watchScheduler(page)
    await gotoHydrated(page, '/book-demo')
    await settled(page)
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(requests).toEqual([])
  })

  test.describe('no choice made yet', () => {
    test.use({ consent: null })
    test('no iframe and no request to the scheduler while the banner asks', async ({ page }) => {
      const requests = await watchScheduler(page)
      await gotoHydrated(page, '/de/demo-buchen')
      await expect(page.getByRole('region', { name: filled('de', 'common_cookie_title') })).toBeVisible()
      await settled(page)
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(requests).toEqual([])
    })
  })

  test.describe('functional consent given', () => {
    test.use({ consent: functionalConsent })

    for (const locale of ['en', 'de'] as const) {
      test(`with functional consent the scheduler is embedded, without layout shift (${locale})`, async ({ page }) => {
        const requests = await watchScheduler(page)
        await gotoHydrated(page, pathOfBilingualPage('/book-demo', {}, locale))
        const frame = page.locator('iframe')
        await expect(frame).toHaveAttribute('src', scheduler.href)
        await expect(frame).toHaveAttribute('title', filled(locale, 'pages_book_demo_scheduler_frame_title'))
        expect((await frame.boundingBox())?.height).toBeGreaterThanOrEqual(600)
        await expect(page.getByRole('button', { name: filled(locale, 'pages_book_demo_allow_embed') })).toHaveCount(0)
        expect(await layoutShiftAfterScroll(page)).toBeLessThan(0.02)
        await expect.poll(() => requests.length).toBeGreaterThan(0)
        await expect(page.frameLocator('iframe').getByText('Scheduler stub')).toBeVisible()
      })
    }

    for (const locale of ['en', 'de'] as const) {
      test(`a scheduler that does not load is replaced: the page says so, links it in a new tab and points to the form (${locale})`, async ({
        page,
      }) => {
        // Blocked by a network or an extension: the request never gets an answer.
        await page.route(
          (url) => url.host === scheduler.host,
          () => new Promise<void>(() => undefined),
        )
        await gotoHydrated(page, pathOfBilingualPage('/book-demo', {}, locale))
        const notice = main(page)
          .getByRole('status')
          .filter({ hasText: filled(locale, 'pages_book_demo_scheduler_failed') })
        await expect(notice).toBeVisible({ timeout: 30_000 })
        await expect(page.locator('iframe')).toHaveCount(0)
        await expectSchedulerTabLink(schedulerTabLink(notice, filled(locale, 'pages_book_demo_open_scheduler')))
        await notice.getByRole('link', { name: filled(locale, 'pages_book_demo_to_form') }).click()
        await expect(page).toHaveURL(/#demo-request$/)
      })
    }

    test('the embedded scheduler passes axe (WCAG 2.2 AA)', async ({ page }) => {
      await watchScheduler(page)
      await gotoHydrated(page, '/de/demo-buchen')
      await expect(page.frameLocator('iframe').getByText('Scheduler stub')).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  })

  test('the button on the page gives functional consent only, and shows the scheduler', async ({ page }) => {
    const requests = await watchScheduler(page)
    await gotoHydrated(page, '/de/demo-buchen')
    expect(requests).toEqual([])
    await page.getByRole('button', { name: filled('de', 'pages_book_demo_allow_embed') }).click()
    const frame = page.locator('iframe')
    await expect(frame).toHaveAttribute('src', scheduler.href)
    await expect(frame).toBeFocused()
    const stored = await page.evaluate(() => localStorage.getItem('cookieConsent'))
    expect(JSON.parse(stored ?? '')).toMatchObject({ ...functionalConsent, version: CONSENT_VERSION })
    await expect.poll(() => requests.length).toBeGreaterThan(0)
  })
})
