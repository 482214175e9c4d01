import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import { paraglideOptions } from './scripts/paraglide-options.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { port: 3000 },
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    tanstackStart({ srcDirectory: 'app' }),
    viteReact(),
    tailwindcss(),
    // Hashed assets are served with immutable caching; pre-compressed copies (brotli, gzip) are
    // written next to them at build time and chosen by Accept-Encoding.
    nitro({
      compressPublicAssets: { gzip: true, brotli: true },
      errorHandler: './server/error.ts',
      plugins: ['./server/plugins/database.ts'],
      // PGlite loads its WebAssembly and data files from its own folder: ship the package whole.
      traceDeps: ['@electric-sql/pglite*'],
    }),
  ],
})
