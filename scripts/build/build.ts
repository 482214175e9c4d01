// Production build. Vite's `build` command lingers ~30 s on Paraglide's timers, so build through
// the API and exit as soon as every environment (client, server, Nitro output) is written.
import { createBuilder } from 'vite'

const builder = await createBuilder({ mode: 'production' })
await builder.buildApp()
process.exit(0)
