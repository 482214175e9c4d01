// `npm run db:migrate`: applies db/migrations to DATABASE_URL (or the embedded PGlite).
import { connectionOptionsFromEnv, openConnection } from '../../db/client.server.ts'

const connection = await openConnection(connectionOptionsFromEnv(process.env))
console.log(`Migrations applied (${connection.driver}).`)
await connection.close()
process.exit(0)
