// `npm run visuals`: draws the home page's product illustration (the platform's workspace: the eight
// workflow steps, a draft and the compliance agent's checks) as SVG and renders it to WebP and PNG
// in Debian's Chromium, at each width in `widths`, into public/images/home/.
// The picture holds no words (text is drawn as bars), so one file serves both languages.
// Deterministic: run it again after changing the drawing, then commit the files it writes.
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'

const WIDTH = 1200
const HEIGHT = 900
/** Rendered widths: small phones at 1.75x (Lighthouse's Moto G) and 2x, and the hero column on wide screens at 2x. */
const widths = [640, 800, 1200]
const outDir = 'public/images/home'
const name = 'platform-workspace'

const c = {
  navy: '#0f2a55',
  brand: '#1f5fbf',
  brandSoft: '#d9eaff',
  brandFaint: '#eef6ff',
  ink: '#172033',
  line: '#cbd5e1',
  lineSoft: '#e2e8f0',
  panel: '#f5f8fc',
  green: '#0f9d76',
  greenSoft: '#d5f5ea',
  amber: '#d97706',
  amberSoft: '#fdecc8',
  violet: '#6d4fd1',
}

const bar = (x: number, y: number, w: number, h = 12, fill = c.line, r = h / 2) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`

const check = (cx: number, cy: number) =>
  `<circle cx="${cx}" cy="${cy}" r="13" fill="${c.greenSoft}"/><path d="M${cx - 6} ${cy}l4 4 8-8" fill="none" stroke="${c.green}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`

const flag = (cx: number, cy: number) =>
  `<circle cx="${cx}" cy="${cy}" r="13" fill="${c.amberSoft}"/><path d="M${cx} ${cy - 7}v8" stroke="${c.amber}" stroke-width="3" stroke-linecap="round"/><circle cx="${cx}" cy="${cy + 6}" r="2" fill="${c.amber}"/>`

/** The left column: eight workflow steps, six done, the compliance check active, approval pending. */
function sidebar(): string {
  const rows = Array.from({ length: 8 }, (_, i) => {
    const y = 150 + i * 62
    const done = i < 6
    const active = i === 6
    const badge = done
      ? `<circle cx="44" cy="${y}" r="14" fill="${c.greenSoft}"/><path d="M37 ${y}l5 5 9-9" fill="none" stroke="${c.green}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`
      : `<circle cx="44" cy="${y}" r="14" fill="${active ? c.brand : '#fff'}" stroke="${active ? c.brand : c.line}" stroke-width="2"/>`
    const highlight = active ? `<rect x="16" y="${y - 24}" width="218" height="48" rx="10" fill="${c.brandSoft}"/>` : ''
    const connector = i < 7 ? `<path d="M44 ${y + 16}v30" stroke="${done ? c.green : c.line}" stroke-width="2"/>` : ''
    return `${highlight}${connector}${badge}${bar(72, y - 6, [120, 150, 110, 140, 130, 116, 150, 104][i] ?? 120, 12, active ? c.brand : c.line)}`
  })
  return `<rect x="0" y="64" width="250" height="${HEIGHT - 64}" fill="${c.panel}"/>
<path d="M250 64v${HEIGHT - 64}" stroke="${c.lineSoft}" stroke-width="2"/>
${bar(24, 96, 90, 10, '#94a3b8')}
${rows.join('\n')}
<rect x="24" y="${HEIGHT - 92}" width="202" height="60" rx="12" fill="#fff" stroke="${c.lineSoft}" stroke-width="2"/>
<circle cx="56" cy="${HEIGHT - 62}" r="16" fill="${c.violet}" opacity=".85"/>
${bar(84, HEIGHT - 74, 110, 10, c.line)}${bar(84, HEIGHT - 56, 76, 10, c.lineSoft)}`
}

/** The middle: a social post draft with its visual, one flagged phrase, and a newsletter draft below. */
function draft(): string {
  const x = 282
  return `${bar(x, 96, 260, 20, c.ink, 8)}${bar(x, 128, 180, 12, '#94a3b8')}
<rect x="${x}" y="162" width="104" height="34" rx="17" fill="${c.navy}"/>${bar(x + 22, 174, 60, 10, '#fff')}
<rect x="${x + 114}" y="162" width="104" height="34" rx="17" fill="#fff" stroke="${c.line}" stroke-width="2"/>${bar(x + 136, 174, 60, 10, c.line)}
<rect x="${x + 228}" y="162" width="104" height="34" rx="17" fill="#fff" stroke="${c.line}" stroke-width="2"/>${bar(x + 250, 174, 60, 10, c.line)}
<g filter="url(#shadow)"><rect x="${x}" y="222" width="536" height="444" rx="16" fill="#fff"/></g>
<circle cx="${x + 36}" cy="260" r="18" fill="${c.brand}"/>${bar(x + 66, 248, 140, 11, c.ink)}${bar(x + 66, 266, 90, 9, c.line)}
<rect x="${x + 18}" y="294" width="500" height="210" rx="12" fill="url(#visual)"/>
<path d="M${x + 40} 430h90l22-54 30 104 26-78 18 28h110l20-36 24 60 18-24h96" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round" stroke-linecap="round" opacity=".9"/>
<circle cx="${x + 418}" cy="350" r="34" fill="#fff" opacity=".18"/><circle cx="${x + 452}" cy="332" r="18" fill="#fff" opacity=".22"/>
${bar(x + 18, 526, 470, 12, c.line)}
<rect x="${x + 14}" y="548" width="318" height="22" rx="6" fill="${c.amberSoft}"/>${bar(x + 18, 553, 306, 12, '#e0a54a')}
${bar(x + 340, 553, 150, 12, c.line)}
${bar(x + 18, 580, 430, 12, c.line)}${bar(x + 18, 606, 260, 12, c.line)}
${bar(x + 18, 636, 70, 10, c.brandSoft)}${bar(x + 96, 636, 84, 10, c.brandSoft)}${bar(x + 188, 636, 64, 10, c.brandSoft)}
<g filter="url(#shadow)"><rect x="${x}" y="690" width="536" height="190" rx="16" fill="#fff"/></g>
<rect x="${x + 18}" y="710" width="500" height="46" rx="10" fill="${c.navy}"/>${bar(x + 38, 727, 150, 12, '#fff')}
${bar(x + 18, 776, 380, 12, c.line)}${bar(x + 18, 802, 460, 12, c.line)}${bar(x + 18, 828, 300, 12, c.line)}`
}

/** The right column: the compliance agent's score and checks, one finding to resolve, approve button. */
function compliance(): string {
  const x = 846
  const items = [0, 1, 2, 3, 4].map((i) => {
    const y = 386 + i * 64
    const flagged = i === 1
    const body = `${bar(x + 64, y - 12, [170, 150, 190, 140, 160][i] ?? 150, 11, flagged ? c.ink : '#94a3b8')}${bar(x + 64, y + 6, [120, 200, 100, 150, 90][i] ?? 120, 9, c.lineSoft)}`
    const box = flagged ? `<rect x="${x + 12}" y="${y - 28}" width="306" height="58" rx="10" fill="#fffaf0" stroke="${c.amberSoft}" stroke-width="2"/>` : ''
    return `${box}${flagged ? flag(x + 38, y) : check(x + 38, y)}${body}`
  })
  const ring = 2 * Math.PI * 54
  return `<g filter="url(#shadow)"><rect x="${x}" y="96" width="330" height="784" rx="16" fill="#fff"/></g>
<circle cx="${x + 40}" cy="136" r="20" fill="${c.greenSoft}"/>
<path d="M${x + 40} 122l-11 4.5v8c0 7 4.7 12.3 11 14.5 6.3-2.2 11-7.5 11-14.5v-8z" fill="${c.green}"/>
${bar(x + 72, 124, 150, 12, c.ink)}${bar(x + 72, 144, 100, 9, c.line)}
<circle cx="${x + 165}" cy="262" r="54" fill="none" stroke="${c.lineSoft}" stroke-width="14"/>
<circle cx="${x + 165}" cy="262" r="54" fill="none" stroke="${c.green}" stroke-width="14" stroke-linecap="round" stroke-dasharray="${(ring * 0.88).toFixed(1)} ${ring.toFixed(1)}" transform="rotate(-90 ${x + 165} 262)"/>
<path d="M${x + 147} 262l12 12 22-24" fill="none" stroke="${c.green}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
${items.join('\n')}
<path d="M${x - 28} 559h14v-115h14" fill="none" stroke="${c.amber}" stroke-width="2" stroke-dasharray="6 5"/><circle cx="${x - 28}" cy="559" r="4" fill="${c.amber}"/>
<rect x="${x + 20}" y="720" width="290" height="50" rx="12" fill="${c.brand}"/>${bar(x + 115, 739, 100, 12, '#fff')}
<rect x="${x + 20}" y="786" width="290" height="50" rx="12" fill="#fff" stroke="${c.line}" stroke-width="2"/>${bar(x + 125, 805, 80, 12, c.line)}`
}

export function workspaceSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">
<defs>
<linearGradient id="visual" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.navy}"/><stop offset=".55" stop-color="${c.brand}"/><stop offset="1" stop-color="#5aa0f0"/></linearGradient>
<filter id="shadow" x="-10%" y="-10%" width="120%" height="125%"><feDropShadow dx="0" dy="6" stdDeviation="9" flood-color="${c.navy}" flood-opacity=".10"/></filter>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.brandFaint}"/>
<rect width="${WIDTH}" height="64" fill="${c.navy}"/>
<circle cx="36" cy="32" r="13" fill="#7fb2ff"/>${bar(60, 26, 92, 12, '#fff')}
${bar(460, 27, 72, 10, '#5b7bb0')}${bar(552, 27, 72, 10, '#7fb2ff')}${bar(644, 27, 72, 10, '#5b7bb0')}
<circle cx="${WIDTH - 40}" cy="32" r="15" fill="#7fb2ff"/>
${sidebar()}
${draft()}
${compliance()}
</svg>`
}

const svg = workspaceSvg()
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage()
for (const width of widths) {
  const height = Math.round((width * HEIGHT) / WIDTH)
  const files = await page.evaluate(
    async ({ svg, width, height }) => {
      const image = new Image()
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d canvas')
      context.imageSmoothingQuality = 'high'
      context.drawImage(image, 0, 0, width, height)
      return { webp: canvas.toDataURL('image/webp', 0.82), png: canvas.toDataURL('image/png') }
    },
    { svg, width, height },
  )
  for (const [ext, dataUrl] of Object.entries(files)) {
    const file = join(outDir, `${name}-${width}.${ext}`)
    writeFileSync(file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'))
    console.log(`wrote ${file} (${(statSync(file).size / 1024).toFixed(1)} KB)`)
  }
}
await browser.close()
