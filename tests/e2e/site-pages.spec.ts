import { sitemapPaths } from '../../scripts/lib/site-paths.ts'
import { expect, test } from './fixtures.ts'
import { sitePagePaths } from './site-pages.ts'

// The per-page checks (hydration, scheduling, HTML validity, CSP) list their pages before the server
// runs; this keeps that list in step with what the site publishes.
test('the per-page checks visit every page of the sitemap', async ({ baseURL }) => {
  const listed = new Set(sitePagePaths)
  expect((await sitemapPaths(baseURL ?? '')).filter((path) => !listed.has(path))).toEqual([])
})
