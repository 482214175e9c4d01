// `npm run db:seed`: loads content/blog into the database named by DATABASE_URL (or the embedded
// PGlite) and reports what changed. Stop `npm run dev`/`npm start` first when using PGlite: one
// process per data folder. SEED_CONTENT_DIR names another folder of articles (content/blog by default).
import { closeConnection, connectionOptionsFromEnv, openConnection } from '../../db/client.server.ts'
import { describeReport, seedBlog } from '../../db/seed.ts'

const connection = await openConnection(connectionOptionsFromEnv(process.env))
try {
  console.log(`Seeding the blog (${connection.driver})…`)
  console.log(describeReport(await seedBlog(connection.db, process.env.SEED_CONTENT_DIR || undefined)))
} finally {
  await connection.close()
  await closeConnection()
}
process.exit(0)
