// Opens the database when the server starts (migrations, and the seed of an empty blog, run
// before the first visitor waits for them) and closes it when the server shuts down.
import { definePlugin } from 'nitro'
import { closeConnection, getConnection } from '../../db/client.server.ts'

export default definePlugin((nitroApp) => {
  getConnection().then(
    (connection) => console.info(`[database] ready (${connection.driver})`),
    (error: unknown) => console.error('[database] not reachable at start; retrying on the next request:', error instanceof Error ? error.message : error),
  )
  nitroApp.hooks.hook('close', closeConnection)
})
