// The content's version (content_version, migration 0009): raised in the transaction of every change
// to the content tables and after every migration. One small query, the same through a
// transaction-mode pooler, on PostgreSQL and on the embedded PGlite.
import { sql } from 'drizzle-orm'
import { type Database, getConnection, resultRows } from './client.server.ts'

export async function readContentVersion(db: Database): Promise<number> {
  const [row] = resultRows<{ version: number | string }>(await db.execute(sql`select version from content_version`))
  if (row === undefined) throw new Error('content_version has no row')
  return Number(row.version)
}

/** The version in the process's own database (opened by the server's start-up, or on this first use). */
export async function readProcessContentVersion(): Promise<number> {
  return readContentVersion((await getConnection()).probe)
}
