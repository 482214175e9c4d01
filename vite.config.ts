import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { BASE_SECURITY_HEADERS } from './app/http/security-headers.ts'
import { compileHintForEntry } from './build/compile-hint.ts'
import { messagesBeforeDevServer } from './build/messages-before-dev-server.ts'
import { nitroOwnedModules } from './build/nitro-owned-modules.ts'
import { paraglideOptions } from './build/paraglide-options.ts'

// In the browser the language is only read, from the URL: the client build takes a small runtime of
// our own instead of Paraglide's (app/i18n/browser-runtime.ts says why; the server keeps Paraglide's).
const PARAGLIDE_RUNTIME = resolve(import.meta.dirname, 'app/paraglide/runtime.js')
const browserParaglideRuntime: Plugin = {
  name: 'browser-paraglide-runtime',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  async resolveId(source, importer) {
    if (!source.endsWith('runtime.js') || !importer) return null
    const resolved = await this.resolve(source, importer, { skipSelf: true })
    return resolved?.id === PARAGLIDE_RUNTIME ? resolve(import.meta.dirname, 'app/i18n/browser-runtime.ts') : null
  },
}

// One id per build (or dev-server start): cached pages belong to it (app/http/build-id.ts).
const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { 'import.meta.env.BUILD_ID': JSON.stringify(buildId) },
  server: { port: 3000 },
  // Everything a first load needs (statically imported by the browser entry) in one chunk: fewer
  // requests, and one gzip stream compresses better than dozens of small files. Route components,
  // the cookie banner and the toaster stay lazy chunks of their own; the blog's TanStack Query (the
  // library and the blog's client, provider and hooks) is one chunk that only blog pages load.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                {
                  name: 'blog-query',
                  test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]|[\\/]app[\\/]blog[\\/](query-client|BlogQueryProvider|use-blog-data|ArticleGrid|CategoryFilter|ArticleCardView|ArticleMeta)\.|[\\/]app[\\/]routes[\\/]blog[\\/]route\./,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    browserParaglideRuntime,
    nitroOwnedModules(),
    messagesBeforeDevServer(),
    paraglideVitePlugin(paraglideOptions),
    tanstackStart({
      srcDirectory: 'app',
      // Server-only code never reaches the browser: a `*.server.*` file or a server-only package in the
      // client build fails the build and the dev server's transform (docs/decisions/0098-import-protection.md).
      importProtection: {
        behavior: 'error',
        // Every folder of the site, not only Start's srcDirectory (db/ and content/ are imported by app/).
        include: ['app/**', 'db/**', 'content/**'],
        client: {
          specifiers: [
            /^node:/,
            'postgres',
            /^@electric-sql\/pglite/,
            /^drizzle-orm\/(pglite|postgres-js)/,
            'sanitize-html',
            'marked',
            'lru-cache',
          ],
        },
      },
    }),
    viteReact(),
    tailwindcss(),
    compileHintForEntry(),
    // Hashed assets are served with immutable caching; pre-compressed copies (brotli, gzip) are
    // written next to them at build time and chosen by Accept-Encoding.
    nitro({
      compressPublicAssets: { gzip: true, brotli: true },
      // Static files are served before app/server.ts sees the request: they get the base security
      // headers here. No CSP: a route rule would replace the nonce-based policy of pages, which
      // app/server.ts sets (with the same base headers) for everything it answers.
      routeRules: { '/**': { headers: { ...BASE_SECURITY_HEADERS } } },
      errorHandler: './server/error.ts',
      // Our own start in place of the node-server preset's: it listens once the database is open and
      // drains on SIGTERM (server/main.ts). Production only: the dev server has an entry of its own.
      entry: './server/main.ts',
      // The configuration is checked first. The newsletter's, the rate limits' and the render cache's
      // close hooks run before the database's: the worker, the purge and the content-version reads stop
      // before the database closes.
      plugins: [
        './server/plugins/config.ts',
        './server/plugins/outbox.ts',
        './server/plugins/rate-limits.ts',
        './server/plugins/render-cache.ts',
        './server/plugins/database.ts',
      ],
      // PGlite loads its WebAssembly and data files from its own folder: ship the package whole.
      traceDeps: ['@electric-sql/pglite*'],
    }),
  ],
})
