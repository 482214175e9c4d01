// The page's scripts wait for its `load` event (app/http/deferred-scripts.ts): the module preloads and
// the entry script leave the HTML, one inline loader takes their place, it is stamped with the
// request's nonce or hashed into a shared page's CSP, and it adds the same files back in order once the
// page has loaded. The built site is checked too (tests/e2e/framework-contract.spec.ts, hydration.spec.ts).
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deferredScriptFiles } from '../../app/http/deferred-script-files.ts'
import { DEFERRED_LOADER, deferScripts, withDeferredScripts } from '../../app/http/deferred-scripts.ts'
import { carriesNonce, inlineScriptHashes, sharedPageHtml } from '../../app/http/inline-scripts.ts'
import { routerPage } from '../support/router-page.ts'

describe('deferScripts on the router’s HTML', () => {
  it('takes the module preloads and the entry out and puts one loader with the nonce in the entry’s place', async () => {
    const page = await routerPage('n0nce')
    expect(page, 'the router writes module preloads').toMatch(/<link[^>]*rel="modulepreload"/)
    expect(page, 'the router writes its entry as a module script').toMatch(
      /<script[^>]*type="module"[^>]*src="\/assets\/index-A.js"/,
    )
    const html = deferScripts(page, 'n0nce')
    expect(html).not.toMatch(/<link[^>]*modulepreload/)
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html).toContain('href="/assets/styles.css"')
    expect(html).toContain(
      `<script nonce="n0nce" data-entry="/assets/index-A.js" data-preloads="/assets/rolldown-runtime.js /assets/routes-B.js">${DEFERRED_LOADER}</script>`,
    )
    expect(deferredScriptFiles(html)).toEqual([
      '/assets/index-A.js',
      '/assets/rolldown-runtime.js',
      '/assets/routes-B.js',
    ])
    // The router's boot data comes before the loader, which starts the entry that reads it.
    expect(html.indexOf('$_TSR')).toBeLessThan(html.indexOf('data-entry'))
  })

  it('leaves a page without an entry script as it is', () => {
    const fragment = '<html><head><link rel="modulepreload" href="/assets/x.js"/></head><body>Error</body></html>'
    expect(deferScripts(fragment, undefined)).toBe(fragment)
  })

  it('gives a shared page’s CSP a hash for each of its inline scripts and leaves no trace of the marker', async () => {
    const marker = 'm4rker'
    const page = await routerPage(marker)
    expect(page, 'the router announces its nonce in a csp-nonce meta').toContain(
      `<meta property="csp-nonce" content="${marker}"/>`,
    )
    expect(carriesNonce(page)).toBe(true)
    const shared = sharedPageHtml(deferScripts(page, marker), marker)
    expect(shared.html).not.toContain(marker)
    expect(shared.html).not.toContain('csp-nonce')
    expect(carriesNonce(shared.html)).toBe(false)
    expect(shared.hashes).toEqual(inlineScriptHashes(shared.html))
    expect(shared.hashes.length).toBeGreaterThanOrEqual(3)
  })

  it('hashes only what the router stamped: a script from content gets no hash', async () => {
    const marker = 'm4rker'
    const page = (await routerPage(marker)).replace('<main>Hello</main>', '<main><script>alert(1)</script></main>')
    const shared = sharedPageHtml(deferScripts(page, marker), marker)
    expect(shared.hashes).not.toContain(inlineScriptHashes('<script>alert(1)</script>')[0])
  })

  it('rewrites a visitor’s HTML answer and leaves other answers alone', async () => {
    const page = await routerPage('abc')
    const html = await withDeferredScripts(
      new Response(page, {
        status: 400,
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '9' },
      }),
      'abc',
    )
    expect(html.status).toBe(400)
    expect(html.headers.get('content-length')).toBeNull()
    expect(await html.text()).toContain('<script nonce="abc" data-entry="/assets/index-A.js"')
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })
    expect(await withDeferredScripts(json, 'abc')).toBe(json)
  })
})

describe('the loader in the browser', () => {
  it('is app/http/deferred-loader.js without its comments, and nothing in it can end the inline script', () => {
    expect(DEFERRED_LOADER).toContain("link.rel = 'modulepreload'")
    expect(DEFERRED_LOADER).not.toMatch(/\/\/|\/\*|<\/script|^\s/im)
  })

  // A browser just big enough for the loader: it records what is appended where, and lets the test
  // fire the load event, the first contentful paint and a change of visibility.
  function browser(
    readyState: 'loading' | 'complete',
    dataset: Record<string, string>,
    options: { visibility?: 'visible' | 'hidden'; painted?: boolean; paintTiming?: boolean } = {},
  ) {
    const appended: string[] = []
    const listeners = new Map<string, () => void>()
    let frames = 0
    let painted = options.painted ?? false
    let paintObserver: (() => void) | undefined
    const element = (tag: string) => ({ tag, rel: '', href: '', type: '', async: false, src: '', fetchPriority: '' })
    const describeElement = (where: string, node: ReturnType<typeof element>) =>
      appended.push(
        node.tag === 'link'
          ? `${where} link ${node.rel} ${node.fetchPriority} ${node.href}`
          : `${where} script ${node.type} async=${node.async} ${node.src}`,
      )
    const document = {
      readyState,
      visibilityState: options.visibility ?? 'visible',
      currentScript: { dataset },
      createElement: element,
      head: { append: (node: ReturnType<typeof element>) => describeElement('head', node) },
      body: { append: (node: ReturnType<typeof element>) => describeElement('body', node) },
    }
    class FakePerformanceObserver {
      static supportedEntryTypes = options.paintTiming === false ? ['navigation'] : ['navigation', 'paint']
      constructor(readonly callback: () => void) {}
      observe() {
        paintObserver = this.callback
      }
      disconnect() {
        paintObserver = undefined
      }
    }
    const globals = {
      document,
      performance: { getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []) },
      PerformanceObserver: FakePerformanceObserver,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      requestAnimationFrame: (callback: () => void) => {
        frames++
        callback()
      },
      setTimeout: (callback: () => void) => callback(),
    }
    const run = (script: string) => void runInNewContext(script, globals)
    const paint = () => {
      painted = true
      paintObserver?.()
    }
    const hide = () => {
      document.visibilityState = 'hidden'
      listeners.get('visibilitychange')?.()
    }
    return { appended, listeners, run, paint, hide, frames: () => frames }
  }
  const dataset = { entry: '/assets/index-A.js', preloads: '/assets/rolldown-runtime.js /assets/routes-B.js' }
  const expected = [
    'body script module async=true /assets/index-A.js',
    'head link modulepreload low /assets/rolldown-runtime.js',
    'head link modulepreload low /assets/routes-B.js',
  ]

  it('waits for the load event and the first contentful paint, then two frames, then adds the entry and the preloads', () => {
    const page = browser('loading', dataset)
    page.run(DEFERRED_LOADER)
    expect(page.appended).toEqual([])
    page.listeners.get('load')?.()
    expect(page.appended).toEqual([])
    page.paint()
    expect(page.frames()).toBe(2)
    expect(page.appended).toEqual(expected)
  })

  it('starts after two frames when the page has loaded and painted already, or the browser has no paint timing', () => {
    for (const options of [{ painted: true }, { paintTiming: false }]) {
      const page = browser('complete', dataset, options)
      page.run(DEFERRED_LOADER)
      expect(page.frames()).toBe(2)
      expect(page.appended).toEqual(expected)
    }
  })

  it('starts at once in a hidden tab, which paints nothing, also when it is hidden while waiting, and only once', () => {
    const hidden = browser('complete', dataset, { visibility: 'hidden' })
    hidden.run(DEFERRED_LOADER)
    expect(hidden.frames()).toBe(0)
    expect(hidden.appended).toEqual(expected)
    const waiting = browser('complete', dataset)
    waiting.run(DEFERRED_LOADER)
    expect(waiting.appended).toEqual([])
    waiting.hide()
    expect(waiting.appended).toEqual(expected)
    waiting.paint()
    expect(waiting.appended).toEqual(expected)
  })

  it('does nothing without an entry, and copies the addresses as the HTML wrote them', () => {
    const { appended, run } = browser('complete', {}, { painted: true })
    run(DEFERRED_LOADER)
    expect(appended).toEqual([])
    const odd = deferScripts(
      '<body><script type="module" async="" src="/assets/a&amp;b.js"></script></body>',
      undefined,
    )
    expect(odd).toContain(`data-entry="/assets/a&amp;b.js" data-preloads="">${DEFERRED_LOADER}</script>`)
    expect(deferredScriptFiles(odd)).toEqual(['/assets/a&amp;b.js'])
  })
})
