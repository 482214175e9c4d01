// The call-to-action rule: a button whose label has a booking or contact phrase leads to the site's own
// demo page in the same tab (record 0023). The site wires that in code (DemoLink); every-page.spec.ts
// checks every page of the site in both languages, server-rendered, so that no such label is left on
// a button that goes elsewhere. Buttons are <button>s and links with the buttons' 44 px minimum target
// (WCAG 2.5.5); a phrase in running text ("… book a demo …" in an article or an FAQ answer) is an
// ordinary link.
import type { Page } from '@playwright/test'
import { isSchedulingLabel } from '../support/scheduling-phrases.ts'
import { localeOfPath } from '../../app/i18n/locale.ts'

/** The page's booking buttons (at least the header's) and those among them that go elsewhere. */
export async function demoButtons(page: Page, path: string): Promise<{ count: number; astray: string[] }> {
  const demoPage = localeOfPath(path) === 'de' ? '/de/demo-buchen' : '/book-demo'
  const controls = await page.locator('button, a').evaluateAll((elements) =>
    elements
      .filter((element) => element.tagName === 'BUTTON' || Number.parseFloat(getComputedStyle(element).minHeight) >= 44)
      .map((element) => ({
        label: element.textContent,
        scheduling: element.hasAttribute('data-demo-link'),
        href: element.getAttribute('href'),
        target: element.getAttribute('target'),
      })),
  )
  const scheduling = controls.filter((control) => isSchedulingLabel(control.label))
  return {
    count: scheduling.length,
    astray: scheduling
      .filter(
        (control) =>
          !control.scheduling ||
          control.target !== null ||
          new URL(control.href ?? '', 'http://site').pathname !== demoPage,
      )
      .map((control) => `"${control.label.trim()}" goes to ${control.href ?? 'nowhere'}`),
  }
}
