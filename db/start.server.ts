// The database's part of the server's start-up: the seed step of the blog, then the first open, so
// migrations and seeding run before the first visitor waits for them.
import { addOpenStep, closeConnection, getConnection, isBlogEmpty } from './client.server.ts'
import { seedBlog } from './seed.ts'
import type { Connection } from './client.server.ts'
import { errorMessage, log } from '../app/log/log.ts'

/**
 * Adds the seed step, then `afterSeed` (the server's own additions: the pages' search entries), and
 * starts opening the connection; resolves nothing, logs the outcome.
 */
export function openDatabaseAtStart(
  afterSeed: (connection: Connection) => Promise<unknown> = () => Promise.resolve(),
): void {
  // The embedded database follows content/ on every start (unchanged articles are skipped); a
  // shared PostgreSQL is seeded when empty and otherwise by `npm run db:seed` at deploy time.
  // Requests wait for this step: it is part of opening the process's connection.
  addOpenStep(async (connection) => {
    if (connection.driver === 'pglite' || (await isBlogEmpty(connection.db))) await seedBlog(connection.db)
    await afterSeed(connection)
  })
  getConnection().then(
    (connection) => log('info', 'database ready', { driver: connection.driver }),
    (error: unknown) =>
      log('error', 'database not reachable at start; retrying on the next request', { error: errorMessage(error) }),
  )
}

/** Resolves once the process's database is open, or has failed to open (the server then starts without it). */
export function databaseOpened(): Promise<void> {
  return getConnection().then(
    () => undefined,
    () => undefined,
  )
}

export { closeConnection as closeDatabase }
