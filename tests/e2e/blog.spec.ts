import { spawn } from 'node:child_process'
import { categoryContent } from '../../content/blog/categories.ts'
import { loadBlogContent } from '../../db/seed.ts'
import { expect, gotoHydrated, holdRequests, messages, settled, test } from './fixtures.ts'
import { ownServerPorts } from './server-env.ts'

const sources = loadBlogContent()
const article = (id: string, locale: 'en' | 'de') => {
  const found = sources.find((s) => s.id === id && s.locale === locale)
  if (!found) throw new Error(`no ${id}/${locale}`)
  return found.frontmatter
}
const readingTime = (locale: 'en' | 'de') =>
  new RegExp(messages[locale].pages_blog_reading_time.replace('{minutes}', '\\d+'))

test.describe('blog list', () => {
  for (const locale of ['en', 'de'] as const) {
    test(`shows the newest articles with filters and pagination in ${locale}`, async ({ sharedPage: page }) => {
      const base = locale === 'de' ? '/de/blog' : '/blog'
      const response = await page.goto(base)
      expect(response?.status()).toBe(200)
      const cards = page.getByRole('main').getByRole('article')
      await expect(cards).toHaveCount(9)
      await expect(cards.first()).toContainText(readingTime(locale))
      const newest = [...sources]
        .filter((s) => s.locale === locale)
        .sort((a, b) => b.frontmatter.published.localeCompare(a.frontmatter.published))[0]
      await expect(cards.first().getByRole('heading')).toHaveText(newest?.frontmatter.title as string)
      const filters = page.getByRole('navigation', { name: messages[locale].pages_blog_filter_label })
      // "All" and every category that has articles: an empty one is not offered.
      const filled = new Set(sources.filter((s) => s.locale === locale).map((s) => s.frontmatter.category))
      await expect(filters.getByRole('link')).toHaveCount(filled.size + 1)
      await expect(filters.getByRole('link', { name: /\(0\)/ })).toHaveCount(0)
      await expect(filters.getByRole('link', { name: messages[locale].pages_blog_all })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await page.getByRole('link', { name: messages[locale].pages_blog_next }).click()
      await expect(page).toHaveURL(new RegExp(`${base}\\?page=2$`))
      await expect(cards).toHaveCount(2)
    })
  }

  for (const category of categoryContent.filter((c) => sources.some((s) => s.frontmatter.category === c.key))) {
    test(`filters by ${category.key} in both languages`, async ({ sharedPage: page }) => {
      for (const locale of ['en', 'de'] as const) {
        await gotoHydrated(page, locale === 'de' ? '/de/blog' : '/blog')
        const filter = page
          .getByRole('navigation', { name: messages[locale].pages_blog_filter_label })
          .getByRole('link', { name: category[locale].name })
        await filter.click()
        const path = `${locale === 'de' ? '/de' : ''}/blog/category/${category[locale].slug}`
        await expect(page).toHaveURL((url) => url.pathname === path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(category[locale].name)
        const expected = sources.filter((s) => s.locale === locale && s.frontmatter.category === category.key).length
        await expect(page.getByRole('main').getByRole('article')).toHaveCount(expected)
        await expect(filter).toHaveAttribute('aria-current', 'page')
      }
    })
  }

  test('the category chips are one row that scrolls sideways on a phone, each reachable by keyboard', async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, '/de/blog')
    const chips = page.getByRole('navigation', { name: messages.de.pages_blog_filter_label }).getByRole('link')
    const tops = await chips.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // The first article starts on the first screen.
    const firstCard = await page.getByRole('main').getByRole('article').first().boundingBox()
    expect(firstCard?.y).toBeLessThan(844)
    await chips.first().focus()
    const count = await chips.count()
    for (let index = 1; index < count; index++) await page.keyboard.press('Tab')
    await expect(chips.last()).toBeFocused()
    // Scrolled into view within the row (not clipped by it) and on the screen.
    await expect(chips.last()).toBeInViewport({ ratio: 1 })
    // A category page shows its own chip, however far along the row it is.
    await gotoHydrated(page, `/de/blog/category/${categoryContent[5]?.de.slug}`)
    await expect(chips.and(page.locator('[aria-current="page"]'))).toBeInViewport({ ratio: 1 })
  })

  for (const width of [390, 1280]) {
    test(`no line of a card's date, category and reading time starts or ends with a separator at ${width} px`, async ({
      sharedPage: page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/blog', '/de/blog']) {
        await page.goto(path)
        const dangling = await page
          .getByRole('main')
          .getByRole('article')
          .evaluateAll((cards) => {
            const found: string[] = []
            for (const card of cards) {
              const meta = card.querySelector('time')?.closest('p')
              if (!meta) continue
              // Where the row is clipped (an ancestor that hides overflow), a dot outside is not seen.
              let clipLeft = -Infinity
              for (let node = meta.parentElement; node; node = node.parentElement)
                if (getComputedStyle(node).overflowX !== 'visible')
                  clipLeft = Math.max(clipLeft, node.getBoundingClientRect().left)
              const words: DOMRect[] = []
              const dots: DOMRect[] = []
              const walker = document.createTreeWalker(meta, NodeFilter.SHOW_TEXT)
              for (let text = walker.nextNode(); text; text = walker.nextNode()) {
                if (text.parentElement?.closest('.sr-only') || !text.textContent?.trim()) continue
                const range = document.createRange()
                range.selectNodeContents(text)
                const into = text.textContent.trim() === '·' ? dots : words
                into.push(...range.getClientRects())
              }
              for (const dot of dots) {
                if (dot.right <= clipLeft) continue
                const sameLine = words.filter((word) => Math.abs(word.top - dot.top) < 4)
                const before = sameLine.some((word) => word.right <= dot.left)
                const after = sameLine.some((word) => word.left >= dot.right)
                if (!before || !after) found.push(card.querySelector('h2, h3')?.textContent ?? '?')
              }
            }
            return found
          })
        expect(dangling, path).toEqual([])
      }
    })
  }

  test('shows a loading text while articles load', async ({ page }) => {
    await gotoHydrated(page, '/de/blog')
    // Hold back the server function calls of the client navigation until the loading text shows.
    const { release } = await holdRequests(page, /\/_serverFn\//)
    const name = categoryContent[3]?.de.name as string
    await page
      .getByRole('navigation', { name: messages.de.pages_blog_filter_label })
      .getByRole('link', { name })
      .click()
    await expect(page.getByRole('status').filter({ hasText: messages.de.pages_blog_loading })).toBeAttached()
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })

  test('a category page is linkable and server-rendered, its switcher goes to the same category', async ({
    sharedPage: page,
  }) => {
    const response = await page.goto('/de/blog/category/roi-und-effizienz')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/ROI und Effizienz/)
    await page.getByRole('banner').getByRole('link', { name: messages.de.common_language_switch_label }).click()
    await expect(page).toHaveURL(/\/blog\/category\/roi-and-efficiency$/)
  })
})

test.describe('article', () => {
  const id = 'hwg-compliance-healthcare-advertising'

  for (const locale of ['en', 'de'] as const) {
    test(`reads in ${locale} with related articles and back links`, async ({ sharedPage: page }) => {
      const fm = article(id, locale)
      const path = `${locale === 'de' ? '/de' : ''}/blog/${fm.slug}`
      const response = await gotoHydrated(page, path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fm.title)
      await expect(page).toHaveTitle(new RegExp(fm.seoTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      await expect(page.getByRole('main')).toContainText(readingTime(locale))
      const related = page.getByRole('region', { name: messages[locale].pages_blog_related })
      await expect(related.getByRole('article')).toHaveCount(3)
      await related
        .getByRole('link', { name: new RegExp(`^${messages[locale].pages_blog_read_more}`) })
        .first()
        .click()
      await expect(page).toHaveURL(new RegExp(`${locale === 'de' ? '/de' : ''}/blog/[a-z0-9-]+$`))
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(fm.title)
      await page.getByRole('link', { name: messages[locale].pages_blog_back_to_all }).click()
      await expect(page).toHaveURL(new RegExp(`${locale === 'de' ? '/de' : ''}/blog$`))
    })
  }

  test('the switcher goes to the translated article, both ways', async ({ sharedPage: page }) => {
    await gotoHydrated(page, `/blog/${article(id, 'en').slug}`)
    await page.getByRole('banner').getByRole('link', { name: messages.en.common_language_switch_label }).click()
    await expect(page).toHaveURL((url) => url.pathname === `/de/blog/${article(id, 'de').slug}`)
    await page.getByRole('banner').getByRole('link', { name: messages.de.common_language_switch_label }).click()
    await expect(page).toHaveURL((url) => url.pathname === `/blog/${article(id, 'en').slug}`)
  })

  test('a missing article answers 404 with the site’s own not-found message', async ({ sharedPage: page }) => {
    for (const [path, locale] of [
      ['/blog/no-such-article', 'en'],
      ['/de/blog/gibt-es-nicht', 'de'],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].pages_article_not_found)
    }
  })

  test('bad slugs answer 404 quickly, never 500', async ({ request }) => {
    for (const slug of [
      "it's",
      "1'%20or%20'1'='1",
      'x;drop%20table%20blog_articles',
      '%C3%BCber',
      'a'.repeat(10_000),
      'UPPER',
    ]) {
      const started = Date.now()
      const response = await request.get(`/blog/${slug}`)
      expect(response.status(), slug.slice(0, 30)).toBe(404)
      expect(Date.now() - started).toBeLessThan(2000)
    }
    expect((await request.get('/blog/category/nope')).status()).toBe(404)
    expect((await request.get('/de/blog/category/roi-and-efficiency')).status()).toBe(404)
  })
})

test.describe("the blog's data in the browser (TanStack Query)", () => {
  for (const locale of ['en', 'de'] as const) {
    test(`a server-rendered blog page fetches nothing again after hydration in ${locale}`, async ({ page }) => {
      let calls: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/_serverFn/')) calls.push(decodeURIComponent(request.url()))
      })
      const prefix = locale === 'de' ? '/de' : ''
      // The list page: its own data (page 1, the categories) came with the HTML, and the idle preload
      // of the blog, the page itself, finds it in the cache.
      await gotoHydrated(page, `${prefix}/blog`)
      await settled(page)
      expect(calls).toEqual([])
      // An article: its own data is not fetched again (the idle preloads may fetch other pages' data).
      calls = []
      const slug = article('hwg-compliance-healthcare-advertising', locale).slug
      await gotoHydrated(page, `${prefix}/blog/${slug}`)
      await settled(page)
      expect(calls.filter((call) => call.includes(slug))).toEqual([])
    })
  }

  test('a failed fetch is tried 4 times with doubling delays, then the error and its retry button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/de/blog')
    const attempts: number[] = []
    await page.route(/\/_serverFn\//, async (route) => {
      attempts.push(Date.now())
      await route.fulfill({ status: 500, body: 'down' })
    })
    const name = categoryContent[3]?.de.name as string
    await page
      .getByRole('navigation', { name: messages.de.pages_blog_filter_label })
      .getByRole('link', { name })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.de.pages_blog_error, {
      timeout: 30_000,
    })
    // One query (the categories are cached since the page's first render): 1 try and 3 retries.
    expect(attempts).toHaveLength(4)
    const gaps = attempts.slice(1).map((time, index) => time - (attempts[index] as number))
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(0.9 * 1000 * 2 ** index))
    await page.unroute(/\/_serverFn\//)
    await page.getByRole('button', { name: messages.de.pages_blog_retry }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })
})

test.describe('database unreachable', () => {
  const port = ownServerPorts.unreachableDatabase
  let server: ReturnType<typeof spawn>
  test.beforeAll(async () => {
    // A second production server whose database does not answer (nothing listens on port 9).
    server = spawn(process.execPath, ['.output/server/index.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
      },
      stdio: 'ignore',
    })
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => null))?.status, { timeout: 20_000 })
      .toBe(200)
  })
  test.afterAll(() => {
    server.kill('SIGTERM')
  })

  test('the blog says so with a retry and a 5xx, the rest of the site works', async ({ page }) => {
    for (const [path, locale] of [
      ['/blog', 'en'],
      ['/de/blog', 'de'],
    ] as const) {
      const response = await page.goto(`http://127.0.0.1:${port}${path}`)
      expect(response?.status()).toBeGreaterThanOrEqual(500)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].pages_blog_error)
      await expect(page.getByRole('button', { name: messages[locale].pages_blog_retry })).toBeVisible()
    }
    const home = await page.goto(`http://127.0.0.1:${port}/de/produkt`)
    expect(home?.status()).toBe(200)
  })
})
