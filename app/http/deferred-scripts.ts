// The page's JavaScript is fetched after the page has loaded, not alongside it. The HTML, CSS, web
// font and hero picture make the page a visitor sees and uses (links and forms work without script);
// hydration adds behaviour on top. On a phone's slow link the module preloads the router writes into
// <head> share the bandwidth with the picture and the font and delay the largest paint (figures:
// docs/decisions/0060-first-load-levers.md). So a finished page loses its module preloads and its
// entry script, and gets one small inline script in their place that adds both back once the window's
// `load` event has fired and the page has painted. The same files, in the same order, with the same
// hydration; only later. React skips the missing tags in <head> and <body> when it hydrates (React 19
// tolerates tags it did not render there), and re-adds the preloads, which are then cache hits.
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*?\bhref="([^"]+)"[^>]*>/g
const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype="module")(?=[^>]*\bsrc="(\/[^"]+)")[^>]*><\/script>/

/**
 * Runs in the browser (serialised with `toString`, so it must not use anything from its module). Once
 * the page has loaded and its first contentful paint has happened (the load event often comes first),
 * and two frames later (a picture may paint a frame after the text), it adds the entry, then the
 * preloads at low priority as the router wrote them, one per task. A hidden tab paints nothing: it
 * starts at once, also when the tab is hidden while it waits. Browsers without paint timing start after the frames.
 * The addresses are the script element's data attributes, so the script's text, and its CSP hash, is
 * the same on every page.
 */
function loadWhenPageHasLoaded(loader: HTMLOrSVGScriptElement | null): void {
  const entry = loader?.dataset.entry
  if (!entry) return
  const preloads = (loader.dataset.preloads ?? '').split(' ').filter(Boolean)
  let added = false
  const add = () => {
    if (added) return
    added = true
    const script = document.createElement('script')
    script.type = 'module'
    // `async` too: the router looks for an async script of this address before adding its own.
    script.async = true
    script.src = entry
    document.body.append(script)
    // One preload a task: each insertion starts a fetch, and all of them at once make a long task.
    const preload = (index: number) => {
      const href = preloads[index]
      if (href === undefined) return
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.fetchPriority = 'low'
      link.href = href
      document.head.append(link)
      setTimeout(() => preload(index + 1))
    }
    preload(0)
  }
  const hidden = () => document.visibilityState === 'hidden'
  const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(add)))
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
  const start = () => {
    if (hidden()) return add()
    addEventListener('visibilitychange', () => hidden() && add())
    if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterFrames()
    const observer = new PerformanceObserver(() => {
      if (!painted()) return
      observer.disconnect()
      afterFrames()
    })
    observer.observe({ type: 'paint' })
  }
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
}

/** The loader's text: the same for every page. */
export const DEFERRED_LOADER = `(${loadWhenPageHasLoaded.toString()})(document.currentScript)`

const LOADER_FILES = /<script\b[^>]*\bdata-entry="([^"]+)"[^>]*\bdata-preloads="([^"]*)"[^>]*>/

/** The script files a page loads once it has loaded (as written in its HTML): the entry, then its preloads. */
export function deferredScriptFiles(html: string): string[] {
  const match = LOADER_FILES.exec(html)
  return match ? [match[1] as string, ...(match[2] as string).split(' ').filter(Boolean)] : []
}

/**
 * The page with its module preloads and entry script replaced by the deferred loader, stamped with
 * `nonce` (the request's, or the shared render's marker, which the CSP hashing then recognises). A
 * page without an entry script (an error page of the framework, a fragment) is returned unchanged.
 */
export function deferScripts(html: string, nonce: string | undefined): string {
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry) return html
  const entrySrc = entry[1] as string
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string))].filter(
    (href) => href !== entrySrc,
  )
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`
  // The addresses are attribute text already (the patterns stop at a quote): copied as they are.
  const loader = `<script${nonceAttribute} data-entry="${entrySrc}" data-preloads="${preloads.join(' ')}">${DEFERRED_LOADER}</script>`
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => loader)
}

/** `deferScripts` on an HTML response (buffered: a page answered to one visitor, e.g. a form post). */
export async function withDeferredScripts(response: Response, nonce: string | undefined): Promise<Response> {
  if (
    !response.body ||
    !(response.headers.get('content-type') ?? '').startsWith('text/html') ||
    response.headers.has('content-encoding')
  )
    return response
  const html = deferScripts(await response.text(), nonce)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}
