// SPEC section 2: a button whose label has a booking or contact phrase opens the external scheduler.
// The site wires that in code (SchedulerLink); this checks every page of the sitemap in both
// languages, server-rendered, so that no such label is left on a button that goes elsewhere. Buttons
// are <button>s and links with the buttons' 44 px minimum height (ui/button-styles.ts); a phrase in
// running text ("… book a demo …" in an article) is an ordinary link.
import { everyPagePath } from '../../scripts/lib/site-paths.ts'
import { isSchedulingLabel } from '../support/scheduling-phrases.ts'
import { expect, test } from './fixtures.ts'
import { serverEnv } from './server-env.ts'

test.use({ javaScriptEnabled: false })

test('every button labelled with a booking or contact phrase opens the scheduler', async ({ page, baseURL }) => {
  test.setTimeout(300_000)
  const problems: string[] = []
  let wired = 0
  for (const path of await everyPagePath(baseURL ?? '')) {
    await page.goto(path)
    const controls = await page.locator('button, a.min-h-11').evaluateAll((elements) =>
      elements.map((element) => ({
        label: element.textContent ?? '',
        scheduling: element.hasAttribute('data-scheduling'),
        href: element.getAttribute('href'),
      })),
    )
    for (const control of controls.filter((c) => isSchedulingLabel(c.label))) {
      if (control.scheduling && control.href === serverEnv.SCHEDULER_URL) wired++
      else problems.push(`${path}: "${control.label.trim()}" goes to ${control.href ?? 'nowhere'}`)
    }
  }
  expect(problems).toEqual([])
  expect(wired).toBeGreaterThan(50) // the header's "Book demo" alone is on every page
})
