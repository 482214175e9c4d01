// Every page of the site, a shared calculator result and both not-found pages are valid HTML by the
// W3C Nu HTML Checker (scripts/dev/html-checker.ts). One test per page; the checker runs as one
// service for the run (playwright.config.ts), so its JVM starts once and checks the pages in parallel.
import * as v from 'valibot'
import { CALCULATOR_WITH_COST, NOT_FOUND_PATHS } from '../../scripts/lib/site-paths.ts'
import { expect, test } from './fixtures.ts'
import { checkerPort } from './server-env.ts'
import { sitePagePaths } from './site-pages.ts'

/** Where a page is posted for the checker's errors as JSON. */
const checker = `http://127.0.0.1:${checkerPort}/?out=json&level=error`

/** The parts of the checker's JSON report read here. */
const NuReport = v.object({
  messages: v.array(
    v.looseObject({
      type: v.string(),
      subType: v.optional(v.string()),
      lastLine: v.optional(v.number()),
      message: v.string(),
      extract: v.optional(v.string()),
    }),
  ),
})

for (const path of [...sitePagePaths, ...CALCULATOR_WITH_COST, ...NOT_FOUND_PATHS]) {
  test(`${path} is valid HTML by the Nu HTML Checker`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(NOT_FOUND_PATHS.some((p) => p === path) ? 404 : 200)
    const checked = await fetch(checker, {
      method: 'POST',
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: await response.text(),
    })
    const report = v.parse(NuReport, await checked.json())
    const errors = report.messages
      .filter((message) => message.type !== 'info' || message.subType === 'fatal')
      .map((message) => `${message.lastLine ?? '?'}: ${message.message} [${message.extract?.trim() ?? ''}]`)
    expect(errors).toEqual([])
  })
}
