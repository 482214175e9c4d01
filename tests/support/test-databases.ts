// The databases a unit test file runs on: an in-memory PGlite always, and PostgreSQL too when
// TEST_DATABASE_URL is set, in a database of the file's own, dropped again afterwards: no unit test
// writes to TEST_DATABASE_URL's own database, which the browser tests' server uses.
import postgres from 'postgres'
import { type Connection, openConnection } from '../../db/client.server.ts'

export type TestDatabase = [
  driver: 'pglite' | 'postgres',
  open: () => Promise<Connection>,
  dispose: () => Promise<void>,
]

let template: Promise<Blob> | undefined

/**
 * A fresh in-memory PGlite, migrated: a copy of one made once per worker (files share a worker's
 * modules), 0.5 s instead of the 3 s of creating the database's files anew.
 */
export async function freshPglite(): Promise<Connection> {
  template ??= openConnection({ dataDir: 'memory://' }).then(async (connection) => {
    const files = await connection.pglite?.dumpDataDir('none')
    await connection.close()
    if (!files) throw new Error('no PGlite to copy')
    return files
  })
  return openConnection({ dataDir: 'memory://', loadDataDir: await template })
}

export function testDatabases(prefix: string): TestDatabase[] {
  const databases: TestDatabase[] = [['pglite', freshPglite, () => Promise.resolve()]]
  const postgresUrl = process.env.TEST_DATABASE_URL
  if (!postgresUrl) return databases
  const name = `${prefix}_${process.pid}_${Date.now()}`
  const url = new URL(postgresUrl)
  const admin = () => postgres(postgresUrl, { max: 1, onnotice: () => undefined })
  databases.push([
    'postgres',
    async () => {
      const sql = admin()
      await sql.unsafe(`create database ${name}`)
      await sql.end()
      url.pathname = `/${name}`
      return openConnection({ url: url.toString(), poolMax: 10 })
    },
    async () => {
      const sql = admin()
      await sql.unsafe(`drop database if exists ${name} with (force)`)
      await sql.end()
    },
  ])
  return databases
}

/**
 * Closes what a file's beforeAll opened. afterAll runs also when beforeAll failed before opening it
 * (the variable is then unassigned, whatever its type says), and must go on to dispose the database.
 */
export async function closeOpened(...opened: Array<{ close: () => Promise<unknown> } | undefined>): Promise<void> {
  for (const resource of opened) await resource?.close()
}
