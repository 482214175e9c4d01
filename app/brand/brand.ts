// The brand: the mark's drawing, its colours and how the wordmark splits the name. The one place
// to swap when the company's final brand arrives; the header, the footer, the favicon, the touch
// icon, the organisation's logo and the share images all draw from here (`npm run share:images`
// writes the files, tests/unit/brand.test.ts checks they match).

/** One shape of the mark, in a 32 × 32 box. */
export type MarkShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number; fill: string }
  | { kind: 'path'; d: string; fill: string; stroke?: string; strokeWidth?: number }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string }

export interface Brand {
  /** True while the mark is a stand-in drawn for the site, not the company's own; the launch check lists it. */
  placeholder: boolean
  /** The mark: a hexagon (the chemistry of life sciences) holding three agents, one of them the compliance check. */
  mark: { viewBox: string; shapes: MarkShape[] }
  /** The mark's tile colour: it fills the touch icon's square, which the phone rounds itself. */
  tile: string
}

const blue = '#1f5fbf'
const mint = '#34d399'

// A regular hexagon around (16, 16) with radius 9; agents sit on every other corner.
const corner = (degrees: number): [number, number] => {
  const radians = (degrees * Math.PI) / 180
  return [16 + 9 * Math.cos(radians), 16 + 9 * Math.sin(radians)]
}
const corners = [-90, -30, 30, 90, 150, 210].map(corner)
const hexagon = `M${corners.map(([x, y]) => `${x.toFixed(2)} ${y.toFixed(2)}`).join('L')}Z`
const agent = (index: number, fill: string): MarkShape => {
  const [cx, cy] = corners[index] ?? [16, 16]
  return { kind: 'circle', cx: Number(cx.toFixed(2)), cy: Number(cy.toFixed(2)), r: 3.4, fill }
}

export const brand: Brand = {
  placeholder: true,
  tile: blue,
  mark: {
    viewBox: '0 0 32 32',
    shapes: [
      { kind: 'rect', x: 0, y: 0, width: 32, height: 32, rx: 8, fill: blue },
      { kind: 'path', d: hexagon, fill: 'none', stroke: '#fff', strokeWidth: 2.2 },
      agent(0, '#fff'),
      agent(4, '#fff'),
      agent(2, mint),
    ],
  },
}

/** The touch icon (`apple-touch-icon`): Apple's size for current phones. */
export const TOUCH_ICON = { path: '/apple-touch-icon.png', size: 180 } as const

/** The wordmark's two parts: the name up to its last word in bold, the last word lighter. */
export function wordmarkParts(name: string): [lead: string, tail: string] {
  const trimmed = name.trim()
  const cut = trimmed.lastIndexOf(' ')
  return cut > 0 ? [trimmed.slice(0, cut), trimmed.slice(cut + 1)] : [trimmed, '']
}

const shapeSvg = (shape: MarkShape): string => {
  switch (shape.kind) {
    case 'rect':
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.rx}" fill="${shape.fill}"/>`
    case 'circle':
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.fill}"/>`
    case 'path':
      return `<path d="${shape.d}" fill="${shape.fill}"${shape.stroke ? ` stroke="${shape.stroke}" stroke-width="${shape.strokeWidth ?? 1}" stroke-linejoin="round"` : ''}/>`
  }
}

/** The mark as a standalone SVG document (public/favicon.svg, the rasters drawn from it). */
export function markSvg(size?: number): string {
  const dimensions = size ? ` width="${size}" height="${size}"` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${brand.mark.viewBox}"${dimensions}>${brand.mark.shapes.map(shapeSvg).join('')}</svg>\n`
}

/**
 * The favicon as the pages link it: the mark written into the page, so a phone's first view makes no
 * request for it before its largest paint (docs/decisions/0051). public/favicon.svg stays for those
 * who ask for the file. The server writes it; the browser takes the page's own, so the mark's
 * drawing code stays out of the first load.
 */
export const faviconHref = (): string =>
  import.meta.env.SSR
    ? `data:image/svg+xml,${encodeURIComponent(markSvg().trim())}`
    : (document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '/favicon.svg')
