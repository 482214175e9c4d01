// CSP hash sources for the inline scripts of a finished HTML page. A page that is rendered once and
// sent to many visitors cannot carry a per-visitor nonce; its policy names the SHA-256 of each inline
// script the framework wrote instead (docs/decisions/0046-csp-hashes-for-shared-pages.md). Script text is raw in
// HTML (no entities; `</script` cannot occur inside), so the browser hashes exactly the characters
// between the tags.
// Upstream: Start has no hash-based CSP yet; the request to file: docs/upgrading.md ("Workarounds").
import { createHash, randomBytes } from 'node:crypto'

/**
 * The nonce a shared render is stamped with. It marks what the router wrote, so only those scripts are
 * hashed: a script that arrived through content (an article body is HTML from the database) carries
 * no marker, gets no hash and stays blocked. Removed before the page leaves; random per process, so
 * content cannot name it.
 */
export const SHARED_RENDER_NONCE = randomBytes(18).toString('base64url')

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Types the browser runs; anything else (application/ld+json) is a data block that CSP ignores. */
const RUNNABLE_TYPE = /^\s*(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)\s*$/i

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes)
  if (!match) return undefined
  return match[1] ?? match[2] ?? match[3] ?? ''
}

/** `'sha256-…'` for every inline script the browser would run (only those stamped with `nonce`, when
 *  given), each once, in page order. */
export function inlineScriptHashes(html: string, nonce?: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue
    if (!RUNNABLE_TYPE.test(attribute(attributes, 'type') ?? '')) continue
    if (nonce !== undefined && attribute(attributes, 'nonce') !== nonce) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** Whether a nonce is stamped anywhere in the page: such HTML belongs to one visitor only. */
export function carriesNonce(html: string): boolean {
  return /<[^>]+\snonce\s*=|property="csp-nonce"/i.test(html)
}

/** A page rendered with `marker` as its nonce, made fit for every visitor: the hashes of the scripts
 *  the router stamped, and the HTML without the marker (on any element, and its `csp-nonce` meta tag). */
export function sharedPageHtml(html: string, marker: string = SHARED_RENDER_NONCE): { html: string; hashes: string[] } {
  const hashes = inlineScriptHashes(html, marker)
  const meta = new RegExp(`<meta property="csp-nonce" content="${marker}"\\s*/?>`, 'g')
  return { html: html.replace(meta, '').replaceAll(` nonce="${marker}"`, ''), hashes }
}
