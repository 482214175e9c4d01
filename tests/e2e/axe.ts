// One accessibility check for every spec: axe's WCAG 2.2 A and AA rules, its best practices, and
// target-size (off by default in axe).
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { CALCULATOR_WITH_COST } from '../../scripts/lib/site-paths.ts'
import { pages } from './fixtures.ts'

// `options` replaces what `withTags` set, so the tags go into the same object as the rules. Only the
// violations are read: `resultTypes` spares axe listing every node that passes (each rule still runs
// on every node).
const options = {
  runOnly: {
    type: 'tag' as const,
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'],
  },
  rules: { 'target-size': { enabled: true } },
  resultTypes: ['violations' as const],
}

/**
 * The violations on the page (or inside `include`), one line each: rule id and the elements it names.
 * Legacy mode runs axe inside the page; the default mode opens a blank page for every scan to gather
 * the results of cross-origin frames, which doubles the time (2.4 s → 1.25 s a scan). The only such
 * frame is the embedded third-party scheduler; the iframe element itself (its title) is still checked.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options(options).setLegacyMode(true)
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/**
 * The pages checked with axe: every page of the route table, an article and a category per language,
 * a blog page past the first, calculator results (a good one, a bad value, with the platform's cost)
 * and the not-found pages. Those hydration.spec.ts loads anyway are checked there, once hydrated
 * with their lazy parts in; a11y.spec.ts loads the rest.
 */
export const AXE_PATHS: ReadonlySet<string> = new Set([
  ...pages.map((p) => p.path),
  '/blog/hwg-compliance-healthcare-advertising',
  '/de/blog/hwg-konforme-heilmittelwerbung-digital',
  '/blog/category/roi-and-efficiency',
  '/de/blog/category/zielgruppen-und-botschaften',
  '/de/blog?page=2',
  '/business-value-calculator?team=8&campaigns=12&pieces=20&budget=15000',
  '/de/business-value-rechner?team=abc&campaigns=12',
  ...CALCULATOR_WITH_COST,
  '/does-not-exist',
  '/de/gibt-es-nicht',
  '/blog/no-such-article',
])
