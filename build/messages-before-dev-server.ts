// The messages exist before the dev server's first request (record 0011):
// - the messages are compiled in Vite's `config` hook, before any environment, watcher or module
//   runner exists, with the options Paraglide's own plugin uses in dev, so that plugin's compile
//   right after is a no-op and the SDK's first-open writes land before anything watches;
// - if a file of the generated folder appears later anyway (someone deleted it while the server
//   ran), every server environment drops its transforms and re-imports its entry, instead of
//   keeping a failed import until a restart.
// Upstream: Paraglide's plugin compiles later; the request to file: docs/upgrading.md ("Workarounds").
import { compile } from '@inlang/paraglide-js'
import { resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { paraglideOptions } from './paraglide-options.ts'

// What Paraglide's Vite plugin passes in dev (bundler-plugins/unplugin.js): the same values here
// make its first compile write nothing.
const DEV_OUTPUT = {
  outputStructure: 'locale-modules',
  isServer: "import.meta.env?.SSR ?? typeof window === 'undefined'",
  cleanOutdir: false,
} as const

export function messagesBeforeDevServer(): Plugin {
  const outdir = resolve(paraglideOptions.outdir) + sep
  return {
    name: 'messages-before-dev-server',
    apply: 'serve',
    async config() {
      await compile({ ...paraglideOptions, ...DEV_OUTPUT })
    },
    configureServer(server) {
      server.watcher.on('add', (file) => {
        if (!file.startsWith(outdir)) return
        for (const environment of Object.values(server.environments)) {
          if (environment.config.consumer !== 'server') continue
          environment.moduleGraph.invalidateAll()
          environment.hot.send({ type: 'full-reload' })
        }
      })
    },
  }
}
