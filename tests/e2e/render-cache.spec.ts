import { execFile } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { promisify } from 'node:util'
import postgres from 'postgres'
import * as v from 'valibot'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { inlineScriptHashes } from '../../app/http/inline-scripts.ts'
import { omit } from '../../app/lib/typed-object.ts'
import { type ProductionServer, startProductionServer } from '../../scripts/lib/production-server.ts'
import { RenderCacheFigures } from '../../scripts/lib/render-cache-figures.ts'
import { CALCULATOR_WITH_QUERY, NOT_FOUND_PATHS, routeTablePaths } from '../../scripts/lib/site-paths.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { watchProblems } from './page-problems.ts'
import { serverEnv } from './server-env.ts'

// Pages come from the render cache (app/http/shared-page.ts): the same bytes for every visitor,
// whatever cookies or junk parameters they bring, with a CSP that names the page's inline scripts by
// hash and no nonce anywhere; in the browser they still hydrate, keep their language, canonical,
// hreflang and newsletter form, and raise no CSP violation. A form post is answered for its visitor
// alone. On PostgreSQL, two instances show a content change within 5 s (the content version is read
// at most every second and trusted for 2 s).

const article = {
  en: '/blog/hwg-compliance-healthcare-advertising',
  de: '/de/blog/hwg-konforme-heilmittelwerbung-digital',
}

test('a page is the same bytes for every visitor, with its inline scripts allowed by hash and no nonce', async ({
  request,
}) => {
  for (const path of ['/', '/de/blog', article.en]) {
    const first = await request.get(path, { headers: { cookie: 'visitor=a' } })
    // A German browser that came from a page of the site (not redirected: app/i18n/language-detection.ts).
    const second = await request.get(path, {
      headers: { cookie: 'visitor=b', 'accept-language': 'de', referer: new URL('/de', first.url()).href },
    })
    const html = await first.text()
    // Two renders differ (the router stamps each with its time): equal bytes came from memory.
    expect(await second.text(), path).toBe(html)
    expect(second.headers()['etag'], path).toBe(first.headers()['etag'])
    const policy = first.headers()['content-security-policy'] ?? ''
    expect(second.headers()['content-security-policy']).toBe(policy)
    expect(policy).not.toContain("'nonce-")
    expect(html).not.toMatch(/\snonce=|csp-nonce/)
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? []
    for (const hash of inlineScriptHashes(html)) expect(scriptSources, path).toContain(hash)
    // A revalidation costs a 304.
    const again = await request.get(path, { headers: { 'if-none-match': first.headers()['etag'] ?? '' } })
    expect(again.status()).toBe(304)
  }
  // The figures `npm run bench` reads (served only with RENDER_CACHE_STATS=1, as in these tests).
  const stats = v.parse(RenderCacheFigures, await (await request.get('/api/render-cache')).json())
  expect(stats.hits).toBeGreaterThan(0)
  expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes)
})

test('junk query strings get the page of the plain URL, from memory; parameters a page reads do not', async ({
  request,
}) => {
  const plain = await (await request.get('/blog')).text()
  for (let i = 0; i < 5; i++) {
    const junk = await request.get(`/blog?utm_source=news&r=${Math.random().toString(36).slice(2)}`)
    expect(junk.status()).toBe(200)
    expect(await junk.text()).toBe(plain)
  }
  const calculator = (search: string) => request.get(`/business-value-calculator${search}`).then((r) => r.text())
  expect(await calculator('?team=8&campaigns=12&pieces=20&budget=15000&utm=1')).toBe(
    await calculator('?budget=15000&pieces=20&campaigns=12&team=8'),
  )
  expect(await calculator('?team=9&campaigns=12&pieces=20&budget=15000')).not.toBe(
    await calculator('?team=8&campaigns=12&pieces=20&budget=15000'),
  )
})

for (const locale of ['en', 'de'] as const) {
  const t = locale === 'de' ? de : en
  test(`a cached ${locale} article keeps its language, canonical, hreflang and newsletter form, with no violation`, async ({
    page,
    request,
    baseURL,
  }) => {
    const problems = await watchProblems(page, { hydration: true })
    await request.get(article[locale]) // stored before the browser comes
    for (const search of ['', '?utm_source=newsletter']) {
      await gotoHydrated(page, article[locale] + search)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}${article[locale]}`)
      await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', `${baseURL}${article.en}`)
      await expect(page.locator('link[rel=alternate][hreflang=de]')).toHaveAttribute('href', `${baseURL}${article.de}`)
      const newsletter = page.getByRole('contentinfo').locator('#newsletter')
      await expect(newsletter.getByLabel(t.common_newsletter_email_label)).toBeVisible()
      // After hydration the switcher carries the visitor's own parameters too.
      const other = locale === 'de' ? article.en : article.de
      await expect(
        page
          .getByRole('banner')
          .locator(`a[hreflang=${locale === 'de' ? 'en' : 'de'}]`)
          .first(),
      ).toHaveAttribute('href', other + search)
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(problems).toEqual([])
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('a form post is answered for its visitor, with a fresh nonce; the cached page stays clean', async ({
    page,
    request,
  }) => {
    await page.setExtraHTTPHeaders({ 'X-Test-Client': `cache-${Date.now()}-${process.pid}` })
    const clean = await (await request.get('/de')).text()
    await page.goto('/de')
    const newsletter = page.getByRole('contentinfo').locator('#newsletter')
    await newsletter.getByLabel(de.common_newsletter_email_label).fill('name@')
    const nonces = new Set<string>()
    for (let i = 0; i < 2; i++) {
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        newsletter.getByRole('button', { name: de.common_newsletter_submit }).click(),
      ])
      expect(response.status()).toBe(400)
      expect(response.headers()['cache-control']).toBe('no-store')
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
      expect(nonce).toBeTruthy()
      expect(await response.text()).toContain(`nonce="${nonce}"`)
      nonces.add(nonce ?? '')
      await expect(newsletter.getByRole('status')).toHaveText(de.common_newsletter_error_invalid)
      await expect(newsletter.getByLabel(de.common_newsletter_email_label)).toHaveValue('name@')
    }
    expect(nonces.size).toBe(2)
    // The answer's state never reaches the page everyone else gets.
    expect(await (await request.get('/de')).text()).toBe(clean)
  })
})

// The cache's key is the path and the search a page reads, not the host: one page is stored for
// every host the server answers (PUBLIC_SITE_URL and ALLOWED_HOSTS). That is right only while no
// render reads the host. The router knows the request's origin, so this renders every page for two
// allowed hosts with the cache off and compares what each host gets.
test('no page differs by the host it is asked for, so the cache may leave the host out of its key', async () => {
  test.setTimeout(300_000)
  const hosts = ['www.example.test', 'alt.example.test']
  const env = omit(serverEnv, 'PORT', 'HOST')
  // A public address: started as a staging server would be, with the sample legal texts (docs/launch.md).
  const site = await startProductionServer({
    ...env,
    PUBLIC_SITE_URL: `https://${hosts[0]}`,
    ALLOWED_HOSTS: hosts[1] as string,
    RENDER_CACHE_MB: '0',
    LAUNCH_CHECK: 'warn',
  })
  const { port } = new URL(site.base)
  const get = (host: string, path: string) =>
    new Promise<{ status: number; location: string; body: string }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path, headers: { host, accept: 'text/html' } }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: String(response.headers.location ?? ''), body }),
        )
      })
        .on('error', reject)
        .end()
    })
  try {
    const started = Date.now()
    expect((await get('elsewhere.example.test', '/')).status, 'a host that is not allowed').toBe(421)
    const sitemap = (await get(hosts[0] as string, '/sitemap.xml')).body
    const paths = [
      ...new Set([
        ...routeTablePaths(),
        ...[...sitemap.matchAll(/<loc>[^<]*?\.test(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '/'),
        CALCULATOR_WITH_QUERY,
        ...NOT_FOUND_PATHS,
        '/blog?page=0',
      ]),
    ]
    expect(paths.length).toBeGreaterThan(40)
    // Two renders differ only in the times the router stamps its data with: those are masked.
    const times = (body: string) =>
      body.replace(/\b\d{13}\b/g, (digits) =>
        Number(digits) >= started && Number(digits) <= Date.now() ? '<time>' : digits,
      )
    for (const path of paths) {
      // One after the other: concurrent requests for one key share a render, whatever their host.
      const first = await get(hosts[0] as string, path)
      const second = await get(hosts[1] as string, path)
      expect(first.status, path).not.toBe(421)
      expect(
        { status: second.status, location: second.location, body: times(second.body) },
        `${path} asked for ${hosts[1]}`,
      ).toEqual({
        status: first.status,
        location: first.location,
        body: times(first.body),
      })
      if (first.status === 200) expect(first.body, path).not.toContain(hosts[1])
    }
  } finally {
    await site.stop()
  }
})

test.describe('two instances on one PostgreSQL database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL
  test.skip(!adminUrl, 'needs a PostgreSQL server (TEST_DATABASE_URL)')

  test('a content change reaches both within 5 s: a row changed in PostgreSQL, then `npm run db:seed`', async () => {
    test.setTimeout(400_000)
    const name = `cache_instances_${Date.now()}`
    const admin = postgres(adminUrl as string, { max: 1, onnotice: () => undefined })
    await admin.unsafe(`create database ${name}`)
    const url = new URL(adminUrl as string)
    url.pathname = `/${name}`
    const database = url.toString()
    const sites: ProductionServer[] = []
    const sql = postgres(database, { max: 1, onnotice: () => undefined })
    try {
      // One after the other: the first migrates and seeds the empty database.
      sites.push(await startProductionServer({ DATABASE_URL: database }))
      sites.push(await startProductionServer({ DATABASE_URL: database }))
      const title = (site: ProductionServer) =>
        fetch(site.base + article.en).then(async (r) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await r.text())?.[1] ?? '')
      const original = await title(sites[0] as ProductionServer)
      expect(original).toContain('HWG')
      const page = (site: ProductionServer) => fetch(site.base + article.en).then((r) => r.text())
      // Each instance serves the article from memory (two renders differ in their time stamps).
      for (const site of sites)
        await expect.poll(async () => (await page(site)) === (await page(site)), { timeout: 30_000 }).toBe(true)

      const changed = `Changed in PostgreSQL ${Date.now()}`
      await sql`update blog_article_translations set title = ${changed}, source_hash = 'stale'
                where article_id = 'hwg-compliance-healthcare-advertising' and locale = 'en'`
      for (const site of sites) await expect.poll(() => title(site), { timeout: 5_000, intervals: [100] }).toBe(changed)

      const execFileAsync = promisify(execFile)
      await execFileAsync(process.execPath, ['scripts/db/seed.ts'], { env: { ...process.env, DATABASE_URL: database } })
      for (const site of sites)
        await expect.poll(() => title(site), { timeout: 5_000, intervals: [100] }).toBe(original)
    } finally {
      await Promise.all(sites.map((site) => site.stop()))
      await sql.end()
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  })
})
