// The modules that hold process state (the database connection, the render cache) are imported both
// by the Nitro plugins (server/plugins/*, bundled by Nitro) and by the app (bundled by Vite's SSR
// environment, whose output Nitro then takes in as one prebuilt input). Left alone, each bundle holds
// a copy with state of its own. This plugin keeps them out of the SSR environment, so that Nitro's
// copy is the only one: in a build they stay imports, which Nitro's bundler resolves to the module its
// plugins use; under the dev server they are loaded from the Nitro environment's module runner, as
// Nitro itself does for `nitro/*` imports (nitro/dist/vite.mjs, nitroDevServiceProxy).
import { relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'

const ROOT = resolve(import.meta.dirname, '..')
export const NITRO_OWNED_MODULES = [
  'db/client.server.ts',
  'db/content-load.ts',
  'app/http/shared-page.ts',
  'app/rate-limit/rate-limit.server.ts',
].map((path) => resolve(ROOT, path))
const DEV_PROXY = '\0nitro-owned:'

export function nitroOwnedModules(): Plugin {
  return {
    name: 'nitro-owned-modules',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    async resolveId(source, importer, options) {
      if (!importer || !NITRO_OWNED_MODULES.some((path) => path.endsWith(source.replace(/^(\.\.?\/)+/, ''))))
        return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || !NITRO_OWNED_MODULES.includes(resolved.id)) return null
      return this.environment.mode === 'dev' ? DEV_PROXY + resolved.id : { id: resolved.id, external: 'absolute' }
    },
    load(id) {
      if (!id.startsWith(DEV_PROXY)) return null
      // The URL the Nitro environment's own imports of the module use (root-relative): one module
      // node in its runner, so one evaluation and one `import.meta.hot.data` (app/lib/kept-across-reloads.ts).
      const url = JSON.stringify('/' + relative(ROOT, id.slice(DEV_PROXY.length)).split(sep).join('/'))
      return `const owned = await globalThis.__VITE_ENVIRONMENT_RUNNER_IMPORT__("nitro", ${url});\n__vite_ssr_exportAll__(owned);\n`
    },
  }
}
