// Opens the database when the server starts (migrations, and the seed of the blog, run before the
// first visitor waits for them) and closes it when the server shuts down.
import { definePlugin } from 'nitro'
import { closeDatabase, openDatabaseAtStart } from '../../db/start.server.ts'

export default definePlugin((nitroApp) => {
  openDatabaseAtStart()
  nitroApp.hooks.hook('close', closeDatabase)
})
