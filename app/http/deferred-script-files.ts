// The deferred loader's script tag (app/http/deferred-scripts.ts): how it carries the addresses of
// the page's entry and module preloads, written and read here, in one place. Apart from the loader's
// text, so that Node scripts and tests that read a page's script files (scripts/perf/size.ts,
// tests/e2e/framework-contract.spec.ts) need no bundler for its `?raw` import.

/**
 * The loader's inline script: the addresses go into data attributes, so the script's text, and its
 * CSP hash, is the same on every page. They are attribute text already (the patterns that found them
 * stop at a quote) and are copied as they are.
 */
export function deferredLoaderTag(
  loader: string,
  entry: string,
  preloads: string[],
  nonce: string | undefined,
): string {
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`
  return `<script${nonceAttribute} data-entry="${entry}" data-preloads="${preloads.join(' ')}">${loader}</script>`
}

const LOADER_FILES = /<script\b[^>]*\bdata-entry="([^"]+)"[^>]*\bdata-preloads="([^"]*)"[^>]*>/

/** The script files a page loads once it has loaded (as written in its HTML): the entry, then its preloads. */
export function deferredScriptFiles(html: string): string[] {
  const match = LOADER_FILES.exec(html)
  return match ? [match[1] as string, ...(match[2] as string).split(' ').filter(Boolean)] : []
}
