// The call-to-action rule: a button whose label has a booking or contact phrase leads to the site's own
// demo page in the same tab (record 0023). The site wires that in code (DemoLink); this checks every page of the site in both languages,
// server-rendered, so that no such label is left on a button that goes elsewhere. Buttons are
// <button>s and links with the buttons' 44 px minimum target (WCAG 2.5.5); a
// phrase in running text ("… book a demo …" in an article or an FAQ answer) is an ordinary link.
import { isSchedulingLabel } from '../support/scheduling-phrases.ts'
import { expect, test } from './fixtures.ts'
import { localeOfPath } from '../../app/i18n/locale.ts'
import { sitePagePaths } from './site-pages.ts'

test.use({ javaScriptEnabled: false })

for (const path of sitePagePaths) {
  test(`every button on ${path} labelled with a booking or contact phrase leads to the demo page`, async ({
    sharedPage: page,
  }) => {
    await page.goto(path)
    const demoPage = localeOfPath(path) === 'de' ? '/de/demo-buchen' : '/book-demo'
    const controls = await page.locator('button, a').evaluateAll((elements) =>
      elements
        .filter(
          (element) => element.tagName === 'BUTTON' || Number.parseFloat(getComputedStyle(element).minHeight) >= 44,
        )
        .map((element) => ({
          label: element.textContent,
          scheduling: element.hasAttribute('data-demo-link'),
          href: element.getAttribute('href'),
          target: element.getAttribute('target'),
        })),
    )
    const scheduling = controls.filter((control) => isSchedulingLabel(control.label))
    // The header's "Book demo" is on every page: a page without it means the selection went wrong.
    expect(scheduling.length).toBeGreaterThan(0)
    expect(
      scheduling
        .filter(
          (control) =>
            !control.scheduling ||
            control.target !== null ||
            new URL(control.href ?? '', 'http://site').pathname !== demoPage,
        )
        .map((control) => `"${control.label.trim()}" goes to ${control.href ?? 'nowhere'}`),
    ).toEqual([])
  })
}
