// Compiles the message files into app/paraglide/ for tests and type checks, outside Vite.
// Paraglide's compiler leaves timers running, so this process exits explicitly.
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../../build/paraglide-options.ts'
import { outputHashes } from '../../build/paraglide-output-hashes.ts'

// Seeded with what is on disk, an unchanged compile writes nothing and a changed one only the
// changed files, never wiping the folder: `npm test` compiles while the type check and the build
// read it (Paraglide's Vite plugin does the same since opral/inlang-paraglide-js#659; its seeding
// function is not exported).
await compile({
  ...paraglideOptions,
  cleanOutdir: false,
  previousCompilation: { outputHashes: await outputHashes(paraglideOptions.outdir) },
})
process.exit(0)
