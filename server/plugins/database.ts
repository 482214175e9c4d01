// Opens the database when the server starts (migrations, and the seed of an empty blog, run
// before the first visitor waits for them) and closes it when the server shuts down.
import { definePlugin } from 'nitro'
import { closeConnection, getConnection } from '../../db/client.server.ts'
import { errorMessage, log } from '../../app/http/request-log.ts'

export default definePlugin((nitroApp) => {
  getConnection().then(
    (connection) => log('info', 'database ready', { driver: connection.driver }),
    (error: unknown) => log('error', 'database not reachable at start; retrying on the next request', { error: errorMessage(error) }),
  )
  nitroApp.hooks.hook('close', closeConnection)
})
