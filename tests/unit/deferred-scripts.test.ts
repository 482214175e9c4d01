// The page's scripts wait for its `load` event (app/http/deferred-scripts.ts): the module preloads and
// the entry script leave the HTML, one inline loader takes their place, it is stamped with the
// request's nonce or hashed into a shared page's CSP, and it adds the same files back in order once the
// page has loaded. The browser tests check the same on the built site (tests/e2e/hydration.spec.ts).
import { describe, expect, it } from 'vitest'
import { DEFERRED_LOADER, deferredScriptFiles, deferScripts, withDeferredScripts } from '../../app/http/deferred-scripts.ts'
import { inlineScriptHashes, sharedPageHtml } from '../../app/http/inline-scripts.ts'

// The shape TanStack Start writes (head preloads at low priority, the entry as an async module).
const page = (nonce = '') =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/styles.css"/>' +
  `<link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/routes-B.js" fetchPriority="low"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/routes-B.js" fetchPriority="low"${nonce}/>` +
  '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/></head>' +
  `<body><main>Hello</main><script${nonce}>self.$_TSR={}</script>` +
  `<script type="module" async="" src="/assets/index-A.js"${nonce}></script></body></html>`

describe('deferScripts', () => {
  it('takes the module preloads and the entry out and puts one loader with the nonce in the entry’s place', () => {
    const html = deferScripts(page(' nonce="n0nce"'), 'n0nce')
    expect(html).not.toMatch(/<link[^>]*modulepreload/)
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles.css"/>')
    expect(html).toContain('as="font"')
    expect(html).toContain(`<script nonce="n0nce" data-entry="/assets/index-A.js" data-preloads="/assets/routes-B.js">${DEFERRED_LOADER}</script></body>`)
    expect(deferredScriptFiles(html)).toEqual(['/assets/index-A.js', '/assets/routes-B.js'])
    expect(html.indexOf('self.$_TSR')).toBeLessThan(html.indexOf('/assets/index-A.js'))
  })

  it('leaves a page without an entry script as it is', () => {
    const fragment = '<html><head><link rel="modulepreload" href="/assets/x.js"/></head><body>Error</body></html>'
    expect(deferScripts(fragment, undefined)).toBe(fragment)
  })

  it('gives a shared page’s CSP the loader’s hash (it carries the render’s marker) and nothing of content', () => {
    const marker = 'm4rker'
    const shared = sharedPageHtml(deferScripts(page(` nonce="${marker}"`), marker), marker)
    expect(shared.html).not.toContain(marker)
    expect(shared.hashes).toEqual(inlineScriptHashes(`<script>self.$_TSR={}</script><script>${DEFERRED_LOADER}</script>`))
  })

  it('rewrites a visitor’s HTML answer and leaves other answers alone', async () => {
    const html = await withDeferredScripts(new Response(page(), { status: 400, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '9' } }), 'abc')
    expect(html.status).toBe(400)
    expect(html.headers.get('content-length')).toBeNull()
    expect(await html.text()).toContain('<script nonce="abc" data-entry="/assets/index-A.js"')
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })
    expect(await withDeferredScripts(json, 'abc')).toBe(json)
  })
})

describe('the loader in the browser', () => {
  // A document just big enough for the loader: it records what is appended where.
  function browser(readyState: 'loading' | 'complete', dataset: Record<string, string>, visibilityState: 'visible' | 'hidden' = 'visible') {
    const appended: string[] = []
    const listeners = new Map<string, () => void>()
    let frames = 0
    const element = (tag: string) => ({ tag, rel: '', href: '', type: '', async: false, src: '' })
    const describeElement = (where: string, node: ReturnType<typeof element>) =>
      appended.push(node.tag === 'link' ? `${where} link ${node.rel} ${node.href}` : `${where} script ${node.type} async=${node.async} ${node.src}`)
    const globals = {
      document: {
        readyState,
        visibilityState,
        currentScript: { dataset },
        createElement: element,
        head: { append: (node: ReturnType<typeof element>) => describeElement('head', node) },
        body: { append: (node: ReturnType<typeof element>) => describeElement('body', node) },
      },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      requestAnimationFrame: (callback: () => void) => {
        frames++
        callback()
      },
      setTimeout: (callback: () => void) => callback(),
    }
    const run = (script: string) => new Function(...Object.keys(globals), script)(...Object.values(globals))
    return { appended, listeners, run, frames: () => frames }
  }
  const dataset = { entry: '/assets/index-A.js', preloads: '/assets/rolldown-runtime.js /assets/routes-B.js' }
  const expected = [
    'head link modulepreload /assets/rolldown-runtime.js',
    'head link modulepreload /assets/routes-B.js',
    'body script module async=true /assets/index-A.js',
  ]

  it('waits for the load event, then adds the preloads and the entry, in that order', () => {
    const { appended, listeners, run } = browser('loading', dataset)
    run(DEFERRED_LOADER)
    expect(appended).toEqual([])
    listeners.get('load')?.()
    expect(appended).toEqual(expected)
  })

  it('waits for two animation frames (the loaded page painted), except in a hidden tab, which paints none', () => {
    const visible = browser('complete', dataset)
    visible.run(DEFERRED_LOADER)
    expect(visible.frames()).toBe(2)
    const hidden = browser('complete', dataset, 'hidden')
    hidden.run(DEFERRED_LOADER)
    expect(hidden.frames()).toBe(0)
    expect(hidden.appended).toEqual(expected)
  })

  it('starts at once when the page has already loaded', () => {
    const { appended, run } = browser('complete', dataset)
    run(DEFERRED_LOADER)
    expect(appended).toEqual(expected)
  })

  it('does nothing without an entry, and copies the addresses as the HTML wrote them', () => {
    const { appended, run } = browser('complete', {})
    run(DEFERRED_LOADER)
    expect(appended).toEqual([])
    const odd = deferScripts('<body><script type="module" async="" src="/assets/a&amp;b.js"></script></body>', undefined)
    expect(odd).toContain('data-entry="/assets/a&amp;b.js" data-preloads="">(')
    expect(deferredScriptFiles(odd)).toEqual(['/assets/a&amp;b.js'])
  })
})
