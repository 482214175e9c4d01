// The product's screens and the product page's workflow stepper in each engine and width: the screens
// carry their description from the messages and their words stay inside them (container-query sizing);
// a workflow step opens and closes as a native disclosure.
import * as v from 'valibot'
import { expect, it } from 'vitest'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { gotoHydrated, read, waitFor } from './page.ts'
import { type Flows, siteBase } from './session.ts'

const Screens = v.array(v.object({ id: v.string(), label: v.string(), overflow: v.number(), height: v.number() }))

const pages = [
  { path: '/', messages: en, ids: ['compliance'] },
  { path: '/de/produkt', messages: de, ids: ['workflow', 'strategy', 'content', 'compliance'] },
] as const

export const screenFlows: Flows = (_cell, driver) => {
  it.each(pages)('$path shows its screens, described in its language, nothing sticking out', async (page) => {
    await gotoHydrated(driver(), siteBase() + page.path)
    const screens = await read(driver(), Screens, () =>
      [...document.querySelectorAll('main [data-screen]')].map((figure) => {
        const frame = figure.querySelector('[role="img"]')
        const box = frame?.getBoundingClientRect()
        const overflow = [...(frame?.querySelectorAll('*') ?? [])].filter((node) => {
          const rect = node.getBoundingClientRect()
          return box && rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1)
        }).length
        return {
          id: figure.getAttribute('data-screen') ?? '',
          label: frame?.getAttribute('aria-label') ?? '',
          overflow,
          height: box?.height ?? 0,
        }
      }),
    )
    expect(screens.map((screen) => screen.id)).toEqual(page.ids)
    for (const screen of screens) {
      expect(screen.label).toBe(page.messages[`common_screen_${screen.id}_alt` as keyof typeof page.messages])
      expect(screen.overflow).toBe(0)
      expect(screen.height).toBeGreaterThan(100)
    }
  })

  it('opens and closes a workflow step of /de/produkt', async () => {
    await gotoHydrated(driver(), `${siteBase()}/de/produkt`)
    const summary = { css: '[data-workflow-step] summary', text: de.home_workflow_7_title }
    const shown = () =>
      read(
        driver(),
        v.boolean(),
        (text) => {
          const step = [...document.querySelectorAll('[data-workflow-step]')].find((node) =>
            node.querySelector('summary')?.textContent.includes(text),
          )
          return step?.querySelector('dd')?.checkVisibility() ?? false
        },
        de.home_workflow_7_title,
      )
    expect(await shown()).toBe(false)
    await driver().click(summary)
    await waitFor(
      driver(),
      'the step open',
      (text) =>
        [...document.querySelectorAll('[data-workflow-step]')].some(
          (node) => node.hasAttribute('open') && node.querySelector('summary')?.textContent.includes(text),
        ),
      de.home_workflow_7_title,
    )
    expect(await shown()).toBe(true)
  })
}
