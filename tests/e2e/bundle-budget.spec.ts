import { readFileSync } from 'node:fs'
import {
  BLOG_BUDGET_KB,
  CI_CEILING_KB,
  firstLoad,
  formatTable,
  HOME_BUDGET_KB,
  isBlogPage,
  SIZE_PAGES,
} from '../../scripts/perf/size.ts'
import { expect, test } from './fixtures.ts'

// Bytes, not timings: reports every page's first-load JavaScript and fails on a home page beyond its
// budget, a blog page beyond the blog's, or any other page beyond the ceiling (scripts/perf/size.ts).
test('first-load JavaScript per page, within the ceiling', async ({ baseURL }) => {
  const rows = []
  for (const path of SIZE_PAGES) rows.push(await firstLoad(baseURL as string, path))
  console.log(formatTable(rows))
  const home = rows.find((row) => row.path === '/')
  if (!home) throw new Error('SIZE_PAGES has no home page')
  test.info().annotations.push({
    type: 'home first-load JS',
    description: `${home.gzipKb.toFixed(1)} KB gzip (budget ${HOME_BUDGET_KB})`,
  })
  expect(home.gzipKb, home.path).toBeLessThanOrEqual(HOME_BUDGET_KB)
  for (const row of rows) {
    expect(row.files, row.path).toBeGreaterThan(0)
    expect(row.gzipKb, row.path).toBeLessThanOrEqual(isBlogPage(row.path) ? BLOG_BUDGET_KB : CI_CEILING_KB)
  }
})

// The speed measurement is fetched only after performance consent: no page's first load holds
// web-vitals (its observers name this entry type) or the code that sends reports.
test('no first load carries the speed measurement', async ({ baseURL }) => {
  for (const path of SIZE_PAGES) {
    const { assets } = await firstLoad(baseURL as string, path)
    for (const asset of assets) {
      const code = readFileSync(`.output/public${asset}`, 'utf8')
      expect(code.includes('largest-contentful-paint') || code.includes('sendBeacon'), `${path}: ${asset}`).toBe(false)
    }
  }
})
