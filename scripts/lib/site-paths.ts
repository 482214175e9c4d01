// The paths a whole-site check visits: every page of the route table in both languages, every URL
// of the running site's sitemap (articles and categories come from the database), a calculator
// result shared by URL, and the two not-found pages.
import { routeTable } from '../../app/i18n/route-table.ts'

export const NOT_FOUND_PATHS = ['/does-not-exist', '/de/gibt-es-nicht'] as const

/** A shared calculator result (the inputs live in the URL). */
export const CALCULATOR_WITH_QUERY = '/business-value-calculator?team=8&campaigns=12&pieces=20&budget=15000'
/** Calculator results with the platform's yearly cost: net savings and payback, and no payback. */
export const CALCULATOR_WITH_COST = [
  '/business-value-calculator?team=8&campaigns=12&pieces=20&budget=15000&cost=30000',
  '/de/business-value-rechner?team=1&campaigns=1&pieces=1&budget=0&cost=9000',
] as const

/** The pages of the route table that need no data, in English and, where it has one, German. */
export function routeTablePaths(): string[] {
  const paths: string[] = []
  for (const [english, german] of Object.entries(routeTable)) {
    if (english.includes('$')) continue
    paths.push(english)
    if (german) paths.push(german)
  }
  return paths
}

/** The paths of every URL in the sitemap of the site at `base` (its origin may be the public one). */
export async function sitemapPaths(base: string): Promise<string[]> {
  const response = await fetch(`${base}/sitemap.xml`)
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`)
  const xml = await response.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
}

/** Route table, sitemap and a shared calculator result, each path once. */
export async function everyPagePath(base: string): Promise<string[]> {
  return [...new Set([...routeTablePaths(), ...(await sitemapPaths(base)), CALCULATOR_WITH_QUERY])]
}
