import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig, type Plugin } from 'vite'
import { BASE_SECURITY_HEADERS } from './app/http/security-headers.ts'
import { messagesBeforeDevServer } from './scripts/messages-before-dev-server.ts'
import { paraglideOptions } from './scripts/paraglide-options.ts'

// Paraglide's runtime imports the URLPattern polyfill for every browser; in the client build that
// import becomes empty and app/client.tsx loads the polyfill only where URLPattern is missing.
const POLYFILL = '@inlang/paraglide-js/urlpattern-polyfill'
const urlPatternOnDemand: Plugin = {
  name: 'urlpattern-on-demand',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId: (id) => (id === POLYFILL ? '\0urlpattern-on-demand' : undefined),
  load: (id) => (id === '\0urlpattern-on-demand' ? 'export {}' : undefined),
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { port: 3000 },
  // Everything a first load needs (statically imported by the browser entry) in one chunk: fewer
  // requests, and one gzip stream compresses better than dozens of small files. Route components,
  // the cookie banner and the toaster stay lazy chunks of their own.
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } } } },
  },
  plugins: [
    urlPatternOnDemand,
    messagesBeforeDevServer(),
    paraglideVitePlugin(paraglideOptions),
    tanstackStart({ srcDirectory: 'app' }),
    viteReact(),
    tailwindcss(),
    // Hashed assets are served with immutable caching; pre-compressed copies (brotli, gzip) are
    // written next to them at build time and chosen by Accept-Encoding.
    nitro({
      compressPublicAssets: { gzip: true, brotli: true },
      // Static files are served before app/server.ts sees the request: they get the base security
      // headers here. No CSP: a route rule would replace the nonce-based policy of pages, which
      // app/server.ts sets (with the same base headers) for everything it answers.
      routeRules: { '/**': { headers: { ...BASE_SECURITY_HEADERS } } },
      errorHandler: './server/error.ts',
      // The configuration is checked first. The newsletter's close hook runs before the database's:
      // its worker stops before the database closes.
      plugins: ['./server/plugins/config.ts', './server/plugins/newsletter.ts', './server/plugins/database.ts'],
      // PGlite loads its WebAssembly and data files from its own folder: ship the package whole.
      traceDeps: ['@electric-sql/pglite*'],
    }),
  ],
})
