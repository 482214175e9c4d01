// `npm run share:images`: draws the share images (Open Graph / Twitter, 1200×630 JPEG) in Debian's
// Chromium: one per main page and language with the page's SEO title (public/images/share/), and a
// JPEG beside every article cover SVG (public/images/blog/), since social networks do not show SVG,
// the organisation's logo for structured data (public/images/logo.png), and the brand's favicon and
// touch icon (public/favicon.svg, public/apple-touch-icon.png), all from app/brand/brand.ts.
// Run it after changing a page title, the brand, its name or a cover, and commit the images.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { readSiteConfig } from '../../app/config/site.ts'
import { brand, markSvg, TOUCH_ICON, wordmarkParts } from '../../app/brand/brand.ts'
import { pathOfPage } from '../../app/i18n/paths.ts'
import { locales } from '../../app/i18n/locale.ts'
import { seoEntry } from '../../app/seo/head.ts'
import { LOGO_PATH, LOGO_SIZE, SHARE_IMAGE, sharePages, shareImagePath } from '../../app/seo/share-image.ts'

const brandName = readSiteConfig(process.env).brandName
const [lead, tail] = wordmarkParts(brandName)
// An inline data URL (a page set with setContent may not load file:// fonts): the site's own variable Inter.
const font = `data:font/woff2;base64,${readFileSync('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2').toString('base64')}`
const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)

function card(title: string, tagline: string): string {
  return `<!doctype html><html><head><style>
@font-face { font-family: Inter; font-weight: 100 900; src: url(${font}) format('woff2'); }
html, body { margin: 0; width: ${SHARE_IMAGE.width}px; height: ${SHARE_IMAGE.height}px; }
body { font-family: Inter, sans-serif; color: #fff; background: linear-gradient(135deg, #0f2a55 0%, #184c99 60%, #1f5fbf 100%);
  display: flex; flex-direction: column; justify-content: space-between; padding: 72px 80px; box-sizing: border-box; }
.brand { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; letter-spacing: -0.01em; }
.brand span { font-weight: 400; color: #d9eaff; }
h1 { font-size: 68px; line-height: 1.1; margin: 0; max-width: 1000px; letter-spacing: -0.02em; }
p { font-size: 30px; margin: 0; color: #d9eaff; font-weight: 400; }
</style></head><body>
<div class="brand">${markSvg(64)}${escape(lead)}${tail ? ` <span>${escape(tail)}</span>` : ''}</div>
<h1>${escape(title)}</h1><p>${escape(tagline)}</p></body></html>`
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage({ viewport: SHARE_IMAGE })
let written = 0
for (const route of sharePages) {
  for (const locale of locales) {
    if (pathOfPage(route, {}, locale) === null) continue
    const entry = seoEntry(route)
    await page.setContent(card(entry.title({}, { locale }), entry.description({}, { locale }).split(/(?<=[.!?])\s/)[0] ?? ''), { waitUntil: 'load' })
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: join('public', shareImagePath(route, locale)), type: 'jpeg', quality: 82 })
    written++
  }
}
const covers = readdirSync('public/images/blog').filter((name) => name.endsWith('.svg'))
for (const cover of covers) {
  await page.goto(pathToFileURL(join('public/images/blog', cover)).href)
  await page.screenshot({ path: join('public/images/blog', cover.replace(/\.svg$/, '.jpg')), type: 'jpeg', quality: 82 })
  written++
}
// The favicon, then the rasters drawn from it: the logo search engines show for the organisation
// (structured data wants at least 112 × 112 px) and the touch icon, a full square the phone rounds.
writeFileSync('public/favicon.svg', markSvg())
const rasters: Array<[path: string, size: number, background: string]> = [
  [join('public', LOGO_PATH), LOGO_SIZE, 'transparent'],
  [join('public', TOUCH_ICON.path), TOUCH_ICON.size, brand.tile],
]
await page.goto('about:blank') // the covers left an SVG document, which setContent cannot write
for (const [path, size, background] of rasters) {
  await page.setViewportSize({ width: size, height: size })
  const inset = background === 'transparent' ? 0 : Math.round(size * 0.08)
  await page.setContent(
    `<html><body style="margin:0;background:${background};padding:${inset}px">${markSvg(size - 2 * inset)}</body></html>`,
  )
  await page.screenshot({ path, omitBackground: background === 'transparent' })
  written++
}
await browser.close()
console.log(`share images: ${written} written`)
