// The browser entry chunk (React DOM, the router, the page shell) runs almost entirely while the page
// hydrates, so V8 should compile it while it downloads, on a background thread, rather than function
// by function on the main thread at first call. V8's explicit compile hint asks for that: a magic
// comment on the file's first line (Chrome 136+; other engines read a comment); figures in
// docs/decisions/0060-first-load-levers.md. Added when the chunk is written, because the minifier drops comments and Vite
// writes its own preamble first; Nitro compresses the file after that, so every copy carries it.
// Upstream: rolldown's `output.postBanner` (https://github.com/rolldown/rolldown/pull/7487) may retire this.
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

export function compileHintForEntry(): Plugin {
  return {
    name: 'compile-hint-for-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue
        const file = resolve(options.dir ?? '', chunk.fileName)
        await writeFile(file, `${COMPILE_HINT}\n${await readFile(file, 'utf8')}`)
      }
    },
  }
}
