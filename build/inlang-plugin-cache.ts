// Fink (the translators' editor) loads inlang plugins by URL, so settings.json names the CDN
// module. This machine and CI cannot reach a CDN; the inlang SDK falls back to its plugin cache
// (`project.inlang/cache/plugins/<FNV-1a hash of the URL>`) when the fetch fails. We fill that
// cache from the installed npm package, so the compiler works offline with the same plugin.
// Upstream: https://github.com/opral/paraglide-js/issues/676 (plugins from node_modules) would retire this.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

function fnv1a64Base36(text: string): string {
  let hash = 14695981039346656037n
  for (const byte of new TextEncoder().encode(text)) {
    hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 1099511628211n)
  }
  return hash.toString(36)
}

export function seedInlangPluginCache(projectDir: string): void {
  const settings = JSON.parse(readFileSync(join(projectDir, 'settings.json'), 'utf8')) as {
    modules?: string[]
  }
  const require = createRequire(import.meta.url)
  const pluginFile = require.resolve('@inlang/plugin-message-format')
  const cacheDir = join(projectDir, 'cache/plugins')
  mkdirSync(cacheDir, { recursive: true })
  for (const url of settings.modules ?? []) {
    if (url.includes('@inlang/plugin-message-format')) {
      writeFileSync(join(cacheDir, fnv1a64Base36(url)), readFileSync(pluginFile))
    }
  }
}
