// `npm run db:migrate`: applies db/migrations to DATABASE_URL (or the embedded PGlite).
import { openConnection } from '../../db/client.server.ts'

const connection = await openConnection({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PGLITE_DATA_DIR || undefined,
})
console.log(`Migrations applied (${connection.driver}).`)
await connection.close()
process.exit(0)
