// Opens the database when the server starts (migrations, and the seed of the blog, run
// before the first visitor waits for them) and closes it when the server shuts down.
import { definePlugin } from 'nitro'
import { addOpenStep, closeConnection, getConnection, isBlogEmpty } from '../../db/client.server.ts'
import { seedBlog } from '../../db/seed.ts'
import { errorMessage, log } from '../../app/http/request-log.ts'

export default definePlugin((nitroApp) => {
  // The embedded database follows content/ on every start (unchanged articles are skipped); a
  // shared PostgreSQL is seeded when empty and otherwise by `npm run db:seed` at deploy time.
  // Requests wait for this step: it is part of opening the process's connection.
  addOpenStep(async (connection) => {
    if (connection.driver === 'pglite' || (await isBlogEmpty(connection.db))) await seedBlog(connection.db)
  })
  getConnection().then(
    (connection) => log('info', 'database ready', { driver: connection.driver }),
    (error: unknown) => log('error', 'database not reachable at start; retrying on the next request', { error: errorMessage(error) }),
  )
  nitroApp.hooks.hook('close', closeConnection)
})
