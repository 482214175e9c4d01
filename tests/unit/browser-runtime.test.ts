// The client build swaps Paraglide's runtime for app/i18n/browser-runtime.ts (vite.config.ts). The
// swap is safe only while it answers as Paraglide does for every URL a visitor can open, and while
// it exports everything the compiled messages and the site's browser code import from the runtime.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as browserRuntime from '../../app/i18n/browser-runtime.ts'
import { type RoutePath, routeTable } from '../../app/i18n/route-table.ts'
import { extractLocaleFromUrl } from '../../app/paraglide/runtime.js'

const sample = { slug: 'ki-agenten', categorySlug: 'compliance' }
const fill = (pattern: string) => pattern.replace(/\$(\w+)/g, (_, name: keyof typeof sample) => sample[name])
const pagePaths = (Object.entries(routeTable) as Array<[RoutePath, string | null]>).flatMap(([english, german]) =>
  german ? [fill(english), fill(german)] : [fill(english)],
)
// Not-found pages speak the language of their path; near misses of the /de prefix are English.
const otherPaths = [
  '/de/brand-analysis',
  '/de/does-not-exist',
  '/no-such-page',
  '/demo',
  '/deutsch',
  '/de-at',
  '/en/product',
  '/de/blog/category/x/y',
]

/** Every name imported from the runtime by the given source text. */
function runtimeImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"][./]*(?:paraglide\/)?runtime\.js['"]/g)].flatMap(
    (match) =>
      (match[1] ?? '')
        .split(',')
        .map((name) => name.trim().replace(/^type\s+/, ''))
        .filter((name) => name !== '' && !/^[A-Z]/.test(name)),
  )
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(js|ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

afterEach(() => vi.unstubAllGlobals())

describe('the browser runtime', () => {
  it.each([...pagePaths, ...otherPaths])('reads the language of %s as Paraglide does', (path) => {
    const url = new URL(path, 'https://site.example')
    vi.stubGlobal('window', { location: url })
    expect(browserRuntime.getLocale()).toBe(extractLocaleFromUrl(url.href))
  })

  it('exports every name the messages and the browser code take from the runtime', () => {
    const importers = [
      ...sourceFiles('app/paraglide/messages'),
      ...sourceFiles('app').filter((file) => !file.startsWith('app/paraglide/') && !file.endsWith('.server.ts')),
    ]
    const names = new Set(importers.flatMap((file) => runtimeImports(readFileSync(file, 'utf8'))))
    expect(names.size).toBeGreaterThan(1) // the scan sees the imports it is about (getLocale, experimentalStaticLocale)
    expect([...names].filter((name) => !(name in browserRuntime))).toEqual([])
  })
})
