// The page's JavaScript is fetched after the page has loaded, not alongside it. The HTML, CSS, web
// font and hero picture make the page a visitor sees and uses (links and forms work without script);
// hydration adds behaviour on top. On a phone's slow link the module preloads the router writes into
// <head> share the bandwidth with the picture and the font and delay the largest paint (figures:
// docs/decisions/0060-first-load-levers.md). So a finished page loses its module preloads and its
// entry script, and gets one small inline script in their place that adds both back once the window's
// `load` event has fired and the page has painted. The same files, in the same order, with the same
// hydration; only later. React skips the missing tags in <head> and <body> when it hydrates (React 19
// tolerates tags it did not render there), and re-adds the preloads, which are then cache hits.
// Upstream: no render option for this yet; the request to file: docs/upgrading.md ("Workarounds").
import { deferredLoaderTag } from './deferred-script-files.ts'
import loaderSource from './deferred-loader.js?raw'

const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*?\bhref="([^"]+)"[^>]*>/g
const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype="module")(?=[^>]*\bsrc="(\/[^"]+)")[^>]*><\/script>/

/**
 * The loader's text: the same for every page. `app/http/deferred-loader.js` as written, without its
 * comment lines, indentation and blank lines (the file is plain browser JavaScript, type-checked with
 * `@ts-check`); the script's text is what the CSP hashes (app/http/inline-scripts.ts).
 */
export const DEFERRED_LOADER = loaderSource
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n')

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
  const loader = deferredLoaderTag(DEFERRED_LOADER, entrySrc, preloads, nonce)
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
