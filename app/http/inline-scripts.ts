// CSP hash sources for the inline scripts of a finished HTML page. A page that is rendered once and
// sent to many visitors cannot carry a per-visitor nonce; its policy names the SHA-256 of each inline
// script instead (docs/decisions.md, "Render cache and CSP"). Script text is raw in HTML (no
// entities; `</script` cannot occur inside), so the browser hashes exactly the characters between the tags.
import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Types the browser runs; anything else (application/ld+json) is a data block that CSP ignores. */
const RUNNABLE_TYPE = /^\s*(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)\s*$/i

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes)
  if (!match) return undefined
  return match[1] ?? match[2] ?? match[3] ?? ''
}

/** `'sha256-…'` for every inline script the browser would run, each once, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue
    if (!RUNNABLE_TYPE.test(attribute(attributes, 'type') ?? '')) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** Whether a nonce is stamped anywhere in the page: such HTML belongs to one visitor only. */
export function carriesNonce(html: string): boolean {
  return /<[^>]+\snonce\s*=|property="csp-nonce"/i.test(html)
}
