// The database's part of the server's start-up: the blog follows content/blog, then the first open,
// so migrations and seeding run before the first visitor waits for them.
import { addOpenStep, closeConnection, getConnection } from './client.server.ts'
import type { Connection, Database } from './client.server.ts'
import { recordContentLoad } from './content-load.ts'
import { seedBlog } from './seed.ts'
import { errorMessage, log } from '../app/log/log.ts'

/**
 * Adds the seed step, then `afterSeed` (the server's own additions: the pages' search entries), and
 * starts opening the connection; resolves nothing, logs the outcome.
 */
export function openDatabaseAtStart(
  afterSeed: (connection: Connection) => Promise<unknown> = () => Promise.resolve(),
  contentDir?: string,
): void {
  // Every start, on either database, follows content/blog (unchanged articles are skipped), on
  // PostgreSQL under the migrations' lock (db/client.server.ts). Requests wait for this step: it is
  // part of opening the process's connection.
  addOpenStep(async (connection) => {
    await followContent(connection.db, contentDir)
    await afterSeed(connection)
  })
  getConnection().then(
    (connection) => log('info', 'database ready', { driver: connection.driver }),
    (error: unknown) =>
      log('error', 'database not reachable at start; retrying on the next request', { error: errorMessage(error) }),
  )
}

/** Seeds the blog; what fails is logged and said on /readyz, and the site serves what the database has. */
async function followContent(db: Database, dir: string | undefined): Promise<void> {
  try {
    const report = await seedBlog(db, dir)
    const skippedArticles = report.skipped.map((skip) => skip.id)
    recordContentLoad(skippedArticles.length > 0 ? { content: 'partly loaded', skippedArticles } : { content: 'ok' })
    log('info', 'content/blog followed', {
      inserted: report.inserted,
      updated: report.updated,
      removed: report.removed,
      unchanged: report.unchanged.length,
    })
    for (const { id, problem } of report.skipped)
      log('error', 'article not loaded: the database keeps what it had of it', { article: id, problem })
    if (report.editedInDatabase.length > 0)
      log('warn', 'edited in the database directly: kept until its file changes, which replaces it (docs/deploy.md)', {
        articles: report.editedInDatabase,
      })
    if (report.replacedEdits.length > 0)
      log('warn', 'an edit made in the database directly was replaced by its changed file', {
        articles: report.replacedEdits,
      })
  } catch (error) {
    recordContentLoad({ content: 'not loaded' })
    log('error', 'content/blog not loaded: the blog keeps what the database has', { error: errorMessage(error) })
  }
}

/** Resolves once the process's database is open, or has failed to open (the server then starts without it). */
export function databaseOpened(): Promise<void> {
  return getConnection().then(
    () => undefined,
    () => undefined,
  )
}

export { closeConnection as closeDatabase }
