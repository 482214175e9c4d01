// Getting around in each engine: the desktop dropdown by pointer and keyboard, the phone's <details>
// menu, client-side navigation home → blog → article without a full load, and the language switch.
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { switchLanguageHref } from '../../app/i18n/paths.ts'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { type EngineDriver } from './driver.ts'
import { gotoHydrated, pathname, read, waitFor, waitForPath } from './page.ts'
import { type Flows, siteBase } from './session.ts'

const trigger = (label: string) => ({ css: 'header [data-nav-group]', text: label })
const expanded = (driver: EngineDriver, label: string, open: boolean) =>
  waitFor(
    driver,
    `the ${label} dropdown ${open ? 'open' : 'closed'}`,
    (text, expected) =>
      [...document.querySelectorAll('header [data-nav-group]')].some(
        (button) => button.textContent.includes(text) && button.getAttribute('aria-expanded') === String(expected),
      ),
    label,
    open,
  )
const focusedText = (driver: EngineDriver) => read(driver, v.string(), () => document.activeElement?.textContent ?? '')
const menuOpen = (driver: EngineDriver) =>
  read(driver, v.boolean(), () => document.querySelector('header details')?.hasAttribute('open') ?? false)

/** A client-side navigation done: the new page's heading is there (its route's code has loaded, so
 * the next flow's load cannot cut that load short). */
async function waitForHeading(driver: EngineDriver, path: string, heading: string) {
  await waitForPath(driver, path)
  await waitFor(
    driver,
    `the heading ${heading}`,
    (text) => document.querySelector('main h1')?.textContent === text,
    heading,
  )
}

export const navigationFlows: Flows = (cell, driver) => {
  const desktop = cell.width.name === 'desktop'

  if (desktop) {
    it('the dropdown opens on hover and closes when the pointer leaves', async () => {
      await gotoHydrated(driver(), `${siteBase()}/`)
      await driver().hover(trigger(en.common_nav_resources))
      await expanded(driver(), en.common_nav_resources, true)
      await waitFor(
        driver(),
        'the panel',
        () => document.querySelector('[data-nav-panel]:not([hidden])')?.checkVisibility() === true,
      )
      await driver().hover({ css: 'main h1' })
      await expanded(driver(), en.common_nav_resources, false)
    })

    it('the dropdown works by keyboard: Enter, arrows, Escape, and Enter on a link', async () => {
      await gotoHydrated(driver(), `${siteBase()}/de`)
      await driver().evaluate(
        (text) =>
          [...document.querySelectorAll<HTMLElement>('header [data-nav-group]')]
            .find((button) => button.textContent.includes(text))
            ?.focus(),
        de.common_nav_resources,
      )
      await driver().press('Enter')
      await expanded(driver(), de.common_nav_resources, true)
      await driver().press('ArrowDown')
      expect(await focusedText(driver())).toContain(de.common_nav_blog)
      await driver().press('Escape')
      await expanded(driver(), de.common_nav_resources, false)
      expect(await focusedText(driver())).toContain(de.common_nav_resources)
      await driver().press('ArrowRight')
      await driver().press(' ')
      await expanded(driver(), de.common_nav_join, true)
      await driver().press('ArrowDown')
      await driver().press('Enter')
      await waitForHeading(driver(), '/de/karriere', de.pages_careers_title)
    })
  } else {
    it('the <details> menu opens, closes on Escape with the focus on its toggle, and a link closes it', async () => {
      await gotoHydrated(driver(), `${siteBase()}/de`)
      await driver().click({ css: 'header summary' })
      await waitFor(
        driver(),
        'the menu open',
        () => document.querySelector('header details')?.hasAttribute('open') === true,
      )
      expect(await focusedText(driver())).toContain(de.common_nav_product)
      await driver().press('Escape')
      await waitFor(
        driver(),
        'the menu closed',
        () => document.querySelector('header details')?.hasAttribute('open') === false,
      )
      expect(await read(driver(), v.boolean(), () => document.activeElement?.tagName === 'SUMMARY')).toBe(true)
      await driver().click({ css: 'header summary' })
      await driver().click({ css: 'header details nav a', text: de.common_nav_blog })
      await waitForHeading(driver(), '/de/blog', de.pages_blog_title)
      expect(await menuOpen(driver())).toBe(false)
    })
  }

  it('home → blog → article navigates in the page, without a full load', async () => {
    await gotoHydrated(driver(), `${siteBase()}/`)
    await driver().evaluate(() => void Object.assign(window, { keptAcrossNavigation: true }))
    await driver().click({ css: 'footer a[href="/blog"]' })
    await waitForPath(driver(), '/blog')
    await driver().click({ css: 'main article a[href^="/blog/"]' })
    await waitFor(
      driver(),
      'an article',
      () => /^\/blog\/[^/]+$/.test(location.pathname) && document.querySelector('main article h1') !== null,
    )
    expect(await read(driver(), v.boolean(), () => 'keptAcrossNavigation' in window)).toBe(true)
  })

  it('the language switch leads to the same page in the other language', async () => {
    await gotoHydrated(driver(), `${siteBase()}/de/produkt`)
    if (!desktop) await driver().click({ css: 'header summary' })
    await driver().click({ css: 'header a[hreflang="en"]' })
    await waitForPath(driver(), switchLanguageHref('/de/produkt'))
    expect(await pathname(driver())).toBe('/product')
  })
}
