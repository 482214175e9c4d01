// Compiles the message files into app/paraglide/ for tests and type checks, outside Vite.
// Paraglide's compiler leaves timers running, so this process exits explicitly.
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../../build/paraglide-options.ts'

await compile(paraglideOptions)
process.exit(0)
