// `npm run blog:covers`: draws an abstract cover (SVG, 1200×630) for every article folder that has
// none yet in public/images/blog/. Deterministic per folder name; replace a file with a real image
// of the same name to use your own artwork.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const palettes = [
  ['#0f2a55', '#1f5fbf', '#7fb2ff'],
  ['#0b3b3a', '#13807b', '#8fe3d6'],
  ['#2a1457', '#5b3cc4', '#b9a6ff'],
  ['#3a1f0b', '#b4641c', '#ffcf8f'],
  ['#102a43', '#2f80a8', '#a7e0f5'],
]

function cover(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest()
  const [dark, mid, light] = palettes[(bytes[0] ?? 0) % palettes.length] as [string, string, string]
  const nodes = Array.from({ length: 9 }, (_, i) => ({
    x: 120 + ((bytes[i * 2 + 1] ?? 0) / 255) * 960,
    y: 80 + ((bytes[i * 2 + 2] ?? 0) / 255) * 470,
    r: 10 + ((bytes[i + 20] ?? 0) % 28),
  }))
  const links = nodes.slice(1).map((node, i) => {
    const from = nodes[i] as { x: number; y: number }
    return `<line x1="${from.x.toFixed(0)}" y1="${from.y.toFixed(0)}" x2="${node.x.toFixed(0)}" y2="${node.y.toFixed(0)}"/>`
  })
  const circles = nodes.map((n) => `<circle cx="${n.x.toFixed(0)}" cy="${n.y.toFixed(0)}" r="${n.r}"/>`)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<g stroke="${light}" stroke-opacity=".55" stroke-width="3">${links.join('')}</g>
<g fill="${light}" fill-opacity=".85">${circles.join('')}</g>
</svg>
`
}

const contentDir = 'content/blog'
const outDir = 'public/images/blog'
for (const id of readdirSync(contentDir).filter((name) => statSync(join(contentDir, name)).isDirectory())) {
  const file = join(outDir, `${id}.svg`)
  if (existsSync(file)) continue
  writeFileSync(file, cover(id))
  console.log(`wrote ${file}`)
}
