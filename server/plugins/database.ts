// Opens the database when the server starts (migrations, the seed of the blog and the pages' search
// entries are done before the first visitor waits for them) and closes it when the server shuts down.
import { definePlugin } from 'nitro'
import { closeDatabase, openDatabaseAtStart } from '../../db/start.server.ts'
import { refreshPageEntries } from '../../db/search-index.ts'
import { serverSiteConfig } from '../../app/config/site.server.ts'
import { pageSearchEntries } from '../../app/search/page-entries.ts'

export default definePlugin((nitroApp) => {
  // The pages' search entries follow the texts of the build that starts (unchanged rows are not written).
  openDatabaseAtStart((connection) =>
    refreshPageEntries(connection.db, pageSearchEntries(serverSiteConfig().brandName)),
  )
  nitroApp.hooks.hook('close', closeDatabase)
})
