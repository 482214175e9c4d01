// The JavaScript a first visit needs per page: the scripts and module preloads the server-rendered
// HTML names (what hydration runs), gzipped at level 9 from the build output. Route chunks the site
// fetches later while idle (blog, product, about us) are not counted. Byte counts, not timings: the
// same build gives the same figures. Printed by `npm run size` (after `npm run build`) and checked
// in CI by tests/e2e/bundle-budget.spec.ts.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { deferredScriptFiles } from '../../app/http/deferred-script-files.ts'
import { type ProductionServer, startProductionServer } from '../lib/production-server.ts'

/** Budgets for first-load JavaScript, in KB gzip: the home page, and any page. */
export const HOME_BUDGET_KB = 125
export const PAGE_BUDGET_KB = 135
/**
 * What CI enforces: the home page within its budget, and every page within the largest page's figure
 * plus 5 % at most (docs/decisions/0050-first-load-javascript-budget.md), so a
 * regression shows long before the page budget.
 */
export const CI_CEILING_KB = 130
/** Issue 35: the blog's pages carry TanStack Query (its cache, retries and React bindings) on top. */
export const BLOG_BUDGET_KB = 132
export const isBlogPage = (path: string) => /^(\/de)?\/blog(\/|$)/.test(path)

export const SIZE_PAGES = [
  '/',
  '/de',
  '/product',
  '/de/produkt',
  '/blog',
  '/de/blog',
  '/business-value-calculator',
  '/de/business-value-rechner',
]

export interface FirstLoad {
  path: string
  files: number
  /** The files' paths under the site (`/assets/…`). */
  assets: string[]
  rawKb: number
  gzipKb: number
}

const ASSET = /<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.js)"[^>]*>/g

export async function firstLoad(base: string, path: string, assetsDir = '.output/public'): Promise<FirstLoad> {
  const response = await fetch(new URL(path, base))
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  const html = await response.text()
  // The module preloads and the entry wait for the page's load event (app/http/deferred-scripts.ts):
  // they are named by the deferred loader, not by tags; any script tag left is counted as well.
  const files = [
    ...new Set([...html.matchAll(ASSET)].map((match) => match[1] as string).concat(deferredScriptFiles(html))),
  ]
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const body = readFileSync(`${assetsDir}${file}`)
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  return { path, files: files.length, assets: files, rawKb: raw / 1024, gzipKb: gzip / 1024 }
}

export function formatTable(rows: FirstLoad[]): string {
  const lines = [`${'page'.padEnd(30)} files   raw KB  gzip KB`]
  for (const row of rows)
    lines.push(
      `${row.path.padEnd(30)} ${String(row.files).padStart(5)} ${row.rawKb.toFixed(1).padStart(8)} ${row.gzipKb.toFixed(1).padStart(8)}`,
    )
  return lines.join('\n')
}

// Usage: node scripts/perf/size.ts [--base URL] [path ...]
//   without --base it starts the production build (`npm run build` first) on a free port
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ options: { base: { type: 'string' } }, allowPositionals: true })
  const server = values.base ? undefined : await startProductionServer({ PGLITE_DATA_DIR: 'memory://' })
  try {
    const base = values.base ?? (server as ProductionServer).base
    const rows = await Promise.all(
      (positionals.length > 0 ? positionals : SIZE_PAGES).map((path) => firstLoad(base, path)),
    )
    console.log(formatTable(rows))
    const home = rows.find((row) => row.path === '/')
    if (home)
      console.log(
        `home: ${home.gzipKb.toFixed(1)} KB gzip (budget ${HOME_BUDGET_KB} KB, blog pages ${BLOG_BUDGET_KB} KB, any page ${PAGE_BUDGET_KB} KB, CI ceiling ${CI_CEILING_KB} KB)`,
      )
  } finally {
    await server?.stop()
  }
}
