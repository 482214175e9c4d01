// The site search as visitors use it, in both languages, with and without JavaScript: from the blog's
// search field and from the not-found page, paging, no results, an over-long query, the language
// switcher on a result page, the rate limit, and hostile input (control characters, over-long and
// repeated queries, right-to-left text).
import { expect, filled, gotoHydrated, messages, test } from './fixtures.ts'
import type { Locale } from '../../app/i18n/locale.ts'

const searchPathOf = (locale: Locale) => (locale === 'de' ? '/de/suche' : '/search')
const blogOf = (locale: Locale) => (locale === 'de' ? '/de/blog' : '/blog')
const word = { en: 'approval', de: 'Freigabe' } as const
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** "N results for …": any count, any query. */
const summary = (locale: Locale) =>
  new RegExp(
    messages[locale].pages_search_results
      .split(/\{(?:count|query)\}/)
      .map(escape)
      .join('.+'),
  )

for (const locale of ['en', 'de'] as const) {
  const text = messages[locale]

  test.describe(`search in ${locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    test('from the blog: the field above the filters leads to server-rendered results with a shareable URL', async ({
      sharedPage: page,
    }) => {
      await page.goto(blogOf(locale))
      const form = page.getByRole('search')
      await expect(form).toHaveCount(1)
      const filters = page.getByRole('navigation', { name: text.pages_blog_filter_label })
      const [formBox, filtersBox] = [await form.boundingBox(), await filters.boundingBox()]
      expect(formBox && filtersBox).toBeTruthy()
      if (!formBox || !filtersBox) return
      expect(formBox.y).toBeLessThan(filtersBox.y)
      await form.getByLabel(text.pages_search_label).fill(word[locale])
      await form.getByRole('button', { name: text.pages_search_submit }).click()
      await expect(page).toHaveURL(`${searchPathOf(locale)}?q=${encodeURIComponent(word[locale])}`)
      await expect(page.getByRole('status').filter({ hasText: summary(locale) })).toBeVisible()
      const results = page.getByRole('main').getByRole('listitem')
      expect(await results.count()).toBeGreaterThan(0)
      await expect(results.first().getByRole('heading').getByRole('link')).toHaveAttribute('href', /\//)
      await expect(results.first().locator('mark').first()).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page.getByLabel(text.pages_search_label)).toHaveValue(word[locale])
    })

    test('a phrase in quotes, a number and a word like true stay what the visitor typed', async ({
      sharedPage: page,
    }) => {
      const phrase = locale === 'de' ? '"modularer Content"' : '"modular content"'
      await page.goto(searchPathOf(locale))
      await page.getByRole('search').getByLabel(text.pages_search_label).fill(phrase)
      await page.getByRole('search').getByRole('button', { name: text.pages_search_submit }).click()
      await expect(page.getByLabel(text.pages_search_label)).toHaveValue(phrase)
      await expect(page.getByRole('status')).toHaveText(filled(locale, 'pages_search_result_one', { query: phrase }))
      for (const typed of ['2026', 'true']) {
        const response = await page.goto(`${searchPathOf(locale)}?q=${typed}`)
        expect(response?.status(), typed).toBe(200)
        expect(new URL(page.url()).searchParams.get('q'), typed).toBe(typed)
        await expect(page.getByLabel(text.pages_search_label)).toHaveValue(typed)
      }
    })

    test('from the not-found page', async ({ sharedPage: page }) => {
      const response = await page.goto(`${locale === 'de' ? '/de' : ''}/no-such-page-here`)
      expect(response?.status()).toBe(404)
      await page.getByRole('search').getByLabel(text.pages_search_label).fill('compliance')
      await page.getByRole('search').getByRole('button', { name: text.pages_search_submit }).click()
      await expect(page).toHaveURL(`${searchPathOf(locale)}?q=compliance`)
      await expect(page.getByRole('status').filter({ hasText: summary(locale) })).toBeVisible()
    })

    test('pages through the results and keeps the query', async ({ sharedPage: page }) => {
      await page.goto(`${searchPathOf(locale)}?q=marketing`)
      const pager = page.getByRole('navigation', { name: text.pages_search_pagination })
      await pager.getByRole('link', { name: text.pages_blog_next }).click()
      await expect(page).toHaveURL(`${searchPathOf(locale)}?q=marketing&page=2`)
      await expect(
        pager.getByText(filled(locale, 'pages_blog_page_of', { page: '2', pages: '\\d+' }).replace(/\\d\+/, '')),
      ).toBeVisible()
      await pager.getByRole('link', { name: text.pages_blog_previous }).click()
      await expect(page).toHaveURL(`${searchPathOf(locale)}?q=marketing`)
    })
  })

  test(`a snippet in ${locale} that cuts into a sentence shows "…" where it does`, async ({ sharedPage: page }) => {
    await page.goto(`${searchPathOf(locale)}?q=${encodeURIComponent(word[locale])}`)
    const snippets = page.getByRole('main').getByRole('listitem').locator('p')
    await expect(snippets.first()).toBeVisible()
    const texts = await snippets.allInnerTexts()
    // A snippet ends with a sentence's end, a block's end or "…", and the cut ones say so at the start.
    expect(texts.some((text) => text.startsWith('… '))).toBe(true)
    expect(texts.some((text) => text.endsWith(' …'))).toBe(true)
  })

  test(`a search with JavaScript in ${locale} is the same page, from the hydrated blog`, async ({
    sharedPage: page,
  }) => {
    await gotoHydrated(page, blogOf(locale))
    const field = page.getByRole('search').getByLabel(text.pages_search_label)
    await field.fill(word[locale])
    await field.press('Enter')
    await expect(page).toHaveURL(`${searchPathOf(locale)}?q=${encodeURIComponent(word[locale])}`)
    await expect(page.getByRole('status').filter({ hasText: summary(locale) })).toBeVisible()
  })

  if (locale === 'de') {
    test('a German query joins alternatives with „oder“, as the intro says', async ({ sharedPage: page }) => {
      await page.goto(searchPathOf(locale))
      await expect(page.getByRole('main')).toContainText(filled(locale, 'pages_search_intro'))
      await page.goto(`${searchPathOf(locale)}?q=${encodeURIComponent('Inhalationsgerät oder Rheumatologie')}`)
      const links = page.getByRole('main').getByRole('listitem').getByRole('heading').getByRole('link')
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
      expect(hrefs).toEqual(
        expect.arrayContaining([
          '/de/blog/fachkreise-und-patienten-zielgruppengerecht-ansprechen',
          '/de/blog/content-performance-messen-kpis-healthcare-marketing',
        ]),
      )
    })
  }

  test(`no results and an empty query in ${locale} get a message, never an error`, async ({ sharedPage: page }) => {
    const none = await page.goto(`${searchPathOf(locale)}?q=qqxyzzyplugh`)
    expect(none?.status()).toBe(200)
    await expect(page.getByText(filled(locale, 'pages_search_none', { query: 'qqxyzzyplugh' }))).toBeVisible()
    const empty = await page.goto(`${searchPathOf(locale)}?q=%20%20`)
    expect(empty?.status()).toBe(200)
    await expect(page.getByText(text.pages_search_empty_query)).toBeVisible()
  })

  test.describe(`hostile search input in ${locale}`, () => {
    test.use({ javaScriptEnabled: false })
    const defaultError = /Something went wrong|Show Error/

    test('a NUL or another control character is searched as a space: the page, never a 503', async ({
      sharedPage: page,
    }) => {
      const alone = await page.goto(`${searchPathOf(locale)}?q=%00`)
      expect(alone?.status()).toBe(200)
      await expect(page.getByText(filled(locale, 'pages_search_empty_query', {}))).toBeVisible()
      const inside = await page.goto(`${searchPathOf(locale)}?q=marketing%00compliance%07%1F`)
      expect(inside?.status()).toBe(200)
      await expect(page.getByLabel(filled(locale, 'pages_search_label', {}))).toHaveValue('marketing compliance')
      await expect(page.getByRole('status').locator('bdi')).toHaveText('marketing compliance')
    })

    test('a query over 10,000 characters is refused 400 with the search page and its message', async ({
      sharedPage: page,
    }) => {
      for (const length of [10_001, 201]) {
        const response = await page.goto(`${searchPathOf(locale)}?q=${'a'.repeat(length)}`)
        expect(response?.status(), `${length} characters`).toBe(400)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(filled(locale, 'pages_search_title', {}))
        await expect(page.getByRole('alert')).toHaveText(filled(locale, 'pages_search_too_long', { max: '200' }))
        await expect(page.locator('body')).not.toContainText(defaultError)
      }
    })

    test('a repeated q: the first value counts, as URLSearchParams.get reads it', async ({ sharedPage: page }) => {
      const response = await page.goto(`${searchPathOf(locale)}?q=compliance&q=marketing`)
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).searchParams.getAll('q')).toEqual(['compliance'])
      await expect(page.getByLabel(filled(locale, 'pages_search_label', {}))).toHaveValue('compliance')
    })

    test('the echoed query is isolated in <bdi>: right-to-left text does not reorder the sentence', async ({
      sharedPage: page,
    }) => {
      for (const query of ['\u202eqqxyzzy', 'שלום עולם', word[locale]]) {
        await page.goto(`${searchPathOf(locale)}?q=${encodeURIComponent(query)}`)
        await expect(page.getByRole('status').locator('bdi'), query).toHaveText(query)
      }
    })
  })

  test(`the language switcher on a result page in ${locale} keeps the query`, async ({ sharedPage: page }) => {
    await page.goto(`${searchPathOf(locale)}?q=compliance`)
    const other: Locale = locale === 'de' ? 'en' : 'de'
    await page
      .getByRole('link', { name: new RegExp(messages[locale].common_language_switch_label) })
      .first()
      .click()
    await expect(page).toHaveURL(`${searchPathOf(other)}?q=compliance`)
    await expect(page.getByLabel(messages[other].pages_search_label)).toHaveValue('compliance')
  })
}

test('a form posted to the search page counts against the search limit like a search', async ({ request }) => {
  // The newsletter form without JavaScript posts to the page it is on, and the answer renders the search.
  const client = { 'x-test-client': `search-post-flood-${Date.now()}`, 'sec-fetch-site': 'same-origin' }
  const post = (i: number) =>
    request.post(`/search?q=compliance${i}`, { form: { form: 'newsletter', email: 'not-an-address' }, headers: client })
  let last = 400
  for (let i = 0; i < 61 && last !== 429; i++) last = (await post(i)).status()
  expect(last).toBe(429)
  // The same client's next search, whatever its method, is refused too.
  expect((await request.get('/search?q=compliance', { headers: client })).status()).toBe(429)
})

test('a client that searches too often gets 429 with Retry-After and a translated message', async ({
  request,
  page,
}) => {
  const client = { 'x-test-client': `search-flood-${Date.now()}` }
  let last = 200
  for (let i = 0; i < 61 && last !== 429; i++)
    last = (await request.get(`/de/suche?q=flut${i}`, { headers: client })).status()
  expect(last).toBe(429)
  const refused = await request.get('/de/suche?q=flut', { headers: client })
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  expect(refused.headers()['cache-control']).toBe('no-store')
  await page.setExtraHTTPHeaders(client)
  await page.goto('/de/suche?q=flut')
  await expect(page.getByRole('alert')).toContainText(messages.de.pages_search_limited.replace(/\{[\s\S]*$/, ''))
  // Another visitor is not affected, and an empty search is never counted.
  expect(
    (await request.get('/de/suche?q=flut', { headers: { 'x-test-client': `other-${Date.now()}` } })).status(),
  ).toBe(200)
  expect((await request.get('/de/suche', { headers: client })).status()).toBe(200)
})
