// `npm run screenshots`: a full-page picture of every page of the sitemap (and the not-found pages)
// at 390 and 1280 px, against the production build (`npm run build` first), to look at the whole
// site as a visitor sees it. The cookie banner is declined once per window, as a visitor would;
// `--banner` keeps it (first visit). Output: screenshots/ (not committed), one PNG per page and width,
// plus `-fold` pictures of the first screen with `--fold`.
// Usage: node scripts/content/screenshots.ts [--base URL] [--only SUBSTRING ...] [--width 390 ...] [--fold] [--banner]
import { mkdir } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import en from '../../messages/en.json' with { type: 'json' }
import de from '../../messages/de.json' with { type: 'json' }
import { chromiumArgs, testBrowserPath } from '../lib/chromium.ts'
import { type ProductionServer, startProductionServer } from '../lib/production-server.ts'
import { everyPagePath, NOT_FOUND_PATHS } from '../lib/site-paths.ts'

const OUT = 'screenshots'
const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    only: { type: 'string', multiple: true },
    width: { type: 'string', multiple: true },
    fold: { type: 'boolean' },
    banner: { type: 'boolean' },
  },
})
const widths = (values.width ?? ['390', '1280']).map(Number)

let server: ProductionServer | undefined
let base = values.base
if (!base) {
  server = await startProductionServer({ PGLITE_DATA_DIR: 'memory://' })
  base = server.base
}

/** A file name for a path: `/de/blog/x?team=8` → `de-blog-x-team-8`. */
const fileName = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || 'home'

/** Lets lazy pictures and deferred parts load: scroll to the end in steps, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
    }
    scrollTo(0, 0)
  })
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'))
}

const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumArgs })
try {
  const paths = [...(await everyPagePath(base)), ...NOT_FOUND_PATHS].filter(
    (path) => !values.only || values.only.some((part) => path.includes(part)),
  )
  await mkdir(OUT, { recursive: true })
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 640 ? 844 : 800 }, locale: 'en-US' })
    const page = await context.newPage()
    let declined = false
    for (const path of paths) {
      await page.goto(new URL(path, base).href)
      await page.waitForSelector('html[data-hydrated]')
      if (!values.banner && !declined) {
        const decline = page.getByRole('button', { name: path.startsWith('/de') ? de.common_cookie_decline_all : en.common_cookie_decline_all })
        if (await decline.isVisible()) await decline.click()
        declined = true
      }
      await page.evaluate(() => document.fonts.ready)
      const name = `${OUT}/${width}-${fileName(path)}`
      if (values.fold) await page.screenshot({ path: `${name}-fold.png` })
      await scrollThrough(page)
      await page.screenshot({ path: `${name}.png`, fullPage: true })
      console.log(`${name}.png`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server?.stop()
}
