// The framework contract: every assumption the site's code makes about what TanStack Start, its
// router, React and Paraglide put out, checked on the built server as a visitor gets it. Each test
// names the code that relies on the assumption, so that after an upgrade a red test says where to
// look (docs/upgrading.md). They check behaviour, not how the code achieves it.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Page } from '@playwright/test'
import { deferredScriptFiles } from '../../app/http/deferred-script-files.ts'
import { NITRO_OWNED_MODULES } from '../../build/nitro-owned-modules.ts'
import { expect, gotoHydrated, holdEntryScript, test } from './fixtures.ts'
import { watchProblems } from './page-problems.ts'

const article = '/de/blog/hwg-konforme-heilmittelwerbung-digital'
const sharedPages = ['/', '/de/produkt', article, '/business-value-calculator?team=8']
const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

test('the router’s module preloads and entry script are replaced by the deferred loader', async ({ request }) => {
  const relies = 'app/http/deferred-scripts.ts (deferScripts) no longer recognises how the router writes'
  for (const path of [...sharedPages, '/no-such-page']) {
    const html = await (await request.get(path)).text()
    expect(html, `${relies} its module preloads: one is left in ${path}`).not.toMatch(/<link[^>]*\bmodulepreload\b/i)
    expect(html, `${relies} its entry script: a script address is left in ${path}`).not.toMatch(
      /<script[^>]*\ssrc\s*=/i,
    )
    expect(html, `${relies} its entry script: ${path} has no deferred loader`).toMatch(
      /<script[^>]*\sdata-entry="\/assets\/[^"]+\.js"/,
    )
    const files = deferredScriptFiles(html)
    expect(files.length, `${relies} its module preloads: the loader of ${path} has none to add`).toBeGreaterThan(1)
    for (const file of files) {
      const answer = await request.get(file)
      expect(
        answer.status(),
        `the deferred loader of ${path} names ${file}, which the server does not have (app/http/deferred-scripts.ts)`,
      ).toBe(200)
      expect(answer.headers()['content-type'], file).toMatch(/javascript/)
    }
  }
})

test('a shared page is rendered once and every inline script in it is allowed by the CSP’s hashes', async ({
  request,
  page,
}) => {
  for (const path of sharedPages) {
    const first = await request.get(path, { headers: { cookie: 'visitor=a' } })
    const second = await request.get(path, { headers: { cookie: 'visitor=b' } })
    const html = await first.text()
    // Two renders differ (the router stamps its data with the time): equal bytes are a cache hit.
    expect(
      await second.text(),
      `${path} is rendered again for every request: app/http/inline-scripts.ts (sharedPageHtml, carriesNonce) no longer recognises the router's nonce attributes or its csp-nonce meta, so app/http/shared-page.ts refuses to keep the page`,
    ).toBe(html)
    expect(first.headers()['etag'], `${path} was not kept by the render cache (app/http/shared-page.ts)`).toBeTruthy()
    expect(
      html,
      `the render's marker nonce leaked into ${path}: app/http/inline-scripts.ts (sharedPageHtml) no longer removes the router's nonce attributes or csp-nonce meta`,
    ).not.toMatch(/\snonce\s*=|csp-nonce/i)

    // The browser's own reading of the HTML (scripts parsed, not run), hashed here.
    await page.setContent('')
    const scripts = await page.evaluate((markup) => {
      const runnable = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i
      return [...new DOMParser().parseFromString(markup, 'text/html').scripts]
        .filter((s) => !s.src && runnable.test(s.type.trim()))
        .map((s) => s.text)
    }, html)
    expect(scripts.length, path).toBeGreaterThan(0)
    const allowed = /script-src ([^;]+)/.exec(first.headers()['content-security-policy'] ?? '')?.[1]?.split(' ') ?? []
    for (const script of scripts) {
      const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
      expect(
        allowed,
        `an inline script of ${path} has no hash in its CSP (app/http/inline-scripts.ts, inlineScriptHashes): ${script.slice(0, 80)}`,
      ).toContain(hash)
    }
  }
  // And a browser that enforces the policy runs the page without a violation.
  const problems = await watchProblems(page)
  for (const path of sharedPages) {
    await gotoHydrated(page, path)
    await frames(page)
  }
  expect(
    problems,
    'the CSP of a shared page blocks one of its scripts (app/http/inline-scripts.ts, app/http/deferred-scripts.ts)',
  ).toEqual([])
})

test('a failed server-function call gets an honest status, never a 500 or a stack trace', async ({ page, request }) => {
  const relies =
    'the mapping of server-function errors to statuses (app/http/server-fn-errors.ts, app/http/valid-input.ts)'
  await gotoHydrated(page, '/blog')
  const link = page.getByRole('main').locator('a[href^="/blog/"]:not([href^="/blog/category/"])').first()
  const slug = (await link.getAttribute('href'))?.split('/').pop() ?? ''
  const call = page.waitForRequest((r) => r.url().includes('/_serverFn/') && r.url().includes(slug))
  await link.click()
  const url = new URL((await call).url())
  const headers = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' }
  const answer = async (target: string) => {
    const response = await request.get(target, { headers })
    return { status: response.status(), body: await response.text() }
  }

  expect((await answer(url.href)).status, 'the call the browser made').toBe(200)
  // The same call with input the function's validator refuses.
  const invalid = await answer(url.href.replace(slug, 'Not_A_Slug'))
  expect(invalid.status, `input that fails validation: ${relies}`).toBe(400)
  // A call for a function that does not exist.
  const unknown = await answer(`${url.origin}/_serverFn/no-such-function${url.search}`)
  expect(unknown.status, `an unknown server function: ${relies}`).toBe(404)
  // A payload the framework cannot decode.
  const malformed = await answer(`${url.origin}${url.pathname}?payload=${encodeURIComponent('{"t":')}`)
  expect(malformed.status, `an undecodable payload: ${relies}`).toBe(400)
  for (const { body } of [invalid, unknown, malformed])
    expect(body, `a stack trace in a server-function error (${relies})`).not.toMatch(
      /\bat .+:\d+:\d+|node_modules|\.ts\b/,
    )
})

test('a never-hydrating section keeps its server HTML through hydration', async ({ page }) => {
  const relies = 'app/ui/KeepServerHtml.tsx (React kept the dehydrated boundary for good)'
  const problems = await watchProblems(page, { hydration: true })
  const { release } = await holdEntryScript(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  // The page's own sections (the cookie banner's text is one too, but leaves with the banner for a
  // visitor who has chosen; tests/e2e/consent.spec.ts checks it for one who has not).
  const sections = page.locator('main [data-server-html]')
  const before = await sections.evaluateAll((elements) => elements.map((element) => element.innerHTML))
  expect(before.length, 'the home page has no never-hydrating section').toBeGreaterThan(0)
  for (const html of before) expect(html.length).toBeGreaterThan(100)
  release()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await frames(page)
  // The idle preloads start 2 s after load; the sections must outlive what they bring too.
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/about-us')),
    undefined,
    { timeout: 30_000 },
  )
  await frames(page)
  expect(
    await sections.evaluateAll((elements) => elements.map((element) => element.innerHTML)),
    `${relies}: a section's HTML changed or emptied after hydration`,
  ).toEqual(before)
  expect(problems, `${relies}: hydration went wrong`).toEqual([])
})

test('a page that does not exist answers 404 and is noindex, before and after hydration', async ({ page, request }) => {
  const relies = "app/routes/__root.tsx (head: a not-found match, read from the router's matches)"
  for (const path of ['/no-such-page', '/de/gibt-es-nicht', '/blog/no-such-article']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), `${path} is not marked noindex: ${relies}`).toMatch(
      /<meta name="robots" content="noindex"\/?>/,
    )
    await gotoHydrated(page, path)
    await frames(page)
    await expect(page.locator('meta[name="robots"]'), `${path} loses noindex once hydrated: ${relies}`).toHaveAttribute(
      'content',
      'noindex',
    )
  }
})

test('the browser entry hydrates the page, releases the router’s boot data and navigates without a document load', async ({
  page,
}) => {
  const relies = 'app/client.tsx (the browser entry)'
  const problems = await watchProblems(page, { hydration: true })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, '/about-us')
  await frames(page)
  // The router's streamed boot data stays in memory until the entry tells it hydration is done.
  expect(await page.evaluate(() => '$_TSR' in window), `${relies}: the router was not told hydration finished`).toBe(
    false,
  )
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('banner').locator('a[href="/product"]').first().click()
  await expect(page).toHaveURL(/\/product$/)
  await expect(page.locator('h1')).toBeVisible()
  expect(
    await page.evaluate(() => 'sameDocument' in window),
    `${relies}: a link click loaded a new document (the router is not in charge)`,
  ).toBe(true)
  expect([...problems, ...errors], relies).toEqual([])
})

test('the browser build carries the site’s own Paraglide runtime, not Paraglide’s', async ({ page }) => {
  // What the swap must keep equal is checked in tests/unit/browser-runtime.test.ts; here, that the
  // built client took it (vite.config.ts, browserParaglideRuntime).
  const server = readFileSync('app/paraglide/runtime.js', 'utf8')
  const markers = ['PARAGLIDE_LOCALE', 'preferredLanguage'].filter((marker) => server.includes(marker))
  expect(markers.length, "Paraglide's runtime changed its text: pick new markers for this test").toBeGreaterThan(0)
  const folder = '.output/public/assets'
  const carrying = readdirSync(folder).filter(
    (file) =>
      file.endsWith('.js') && markers.some((marker) => readFileSync(`${folder}/${file}`, 'utf8').includes(marker)),
  )
  expect(
    carrying,
    "the client build holds Paraglide's own runtime: vite.config.ts (browserParaglideRuntime) no longer swaps it",
  ).toEqual([])
  // And the swapped runtime answers the language in the browser.
  await gotoHydrated(page, '/de/produkt')
  await page.getByRole('banner').locator('a[href="/de/ueber-uns"]').first().click()
  await expect(page).toHaveURL(/\/de\/ueber-uns$/)
  await expect(
    page.locator('html'),
    'the browser runtime (app/i18n/browser-runtime.ts) reads the wrong language',
  ).toHaveAttribute('lang', 'de')
})

test('each module with process state is in the server build once: the app’s bundle imports it from Nitro’s', () => {
  // Nitro bundles its plugins and takes Vite's SSR output in as a prebuilt input: a module both import
  // is compiled into each, with state of its own (record 0068), unless build/nitro-owned-modules.ts
  // keeps it out of the SSR bundle.
  const relies = 'build/nitro-owned-modules.ts no longer keeps it out of the SSR bundle'
  const ssr = readFileSync('.output/server/_ssr/ssr.mjs', 'utf8')
  const fromNitro = new Set(
    (ssr.match(/import \{([^}]*)\} from "\.\.\/index\.mjs"/)?.[1] ?? '').split(',').map((name) => name.trim()),
  )
  for (const path of NITRO_OWNED_MODULES) {
    const exported = [
      ...readFileSync(path, 'utf8').matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm),
    ].map((match) => match[1] ?? '')
    const module = relative(process.cwd(), path)
    expect(
      exported.filter((name) => fromNitro.has(name)),
      `${module}: the SSR bundle imports none of its exports from Nitro's entry (${relies})`,
    ).not.toEqual([])
    for (const name of exported)
      expect(ssr, `${module}: the SSR bundle holds its own ${name} (${relies})`).not.toMatch(
        new RegExp(`\\b(?:function|const|class) ${name}(?:\\$\\d+)?\\b`),
      )
  }
})
