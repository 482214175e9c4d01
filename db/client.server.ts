// The database: PostgreSQL through postgres.js when DATABASE_URL is set, otherwise the embedded
// PGlite in .data/pglite. Migrations run when it opens.
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { envInteger } from '../app/config/numeric-settings.ts'
import { keptAcrossReloads } from '../app/lib/kept-across-reloads.ts'
import { log } from '../app/log/log.ts'
import * as schema from './schema.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Connection {
  db: Database
  /**
   * A connection of its own beside the pool, for the small read that must not queue behind page
   * queries under load: the content version, once a second (PGlite: `db`).
   */
  probe: Database
  driver: 'pglite' | 'postgres'
  /** The embedded database itself (its memory figures); absent on PostgreSQL. */
  pglite?: PGlite
  close(): Promise<void>
}

/**
 * What sits between the instances and PostgreSQL: nothing (or a session-mode pooler), or a pooler in
 * transaction mode (PgBouncer's `pool_mode = transaction`), which hands each transaction whichever
 * server connection is free and keeps no prepared statement across them (PgBouncer 1.18).
 */
export type Pooler = 'transaction' | undefined

export interface ConnectionOptions {
  /** PostgreSQL URL; without it PGlite is used. */
  url?: string
  /** A direct connection for the migrations and their lock (a session's); `url` without it. */
  migrationUrl?: string
  /** PGlite data folder; `memory://` for a throw-away database. */
  dataDir?: string
  /**
   * PGlite: start from another database's files (PGlite's `dumpDataDir`) instead of creating them,
   * which is most of a fresh database's 3 s (the unit tests' migrated template).
   */
  loadDataDir?: Blob
  /** postgres.js pool size. */
  poolMax?: number
  pooler?: Pooler
}

export type OpenStep = (connection: Connection) => Promise<void>

const migrationsFolder = resolve(process.cwd(), 'db/migrations')
// Any fixed number: it only has to be the same in every instance that migrates.
const MIGRATION_LOCK = 7_401_263

/**
 * Seconds before a pool connection tries again after `failures` failed connects in a row. postgres.js
 * waits up to 20 s by default (3^failures / 100), so after a short outage the pool kept every page
 * waiting long after the database was back (record 0073); at most 1 s keeps the recovery within
 * seconds, and ten attempts a second at most is nothing to a server that is starting up.
 */
export function reconnectDelaySeconds(failures: number): number {
  return Math.min(0.1 * 2 ** failures, 1)
}

/** Why `options` cannot be used: migrations through a transaction-mode pooler have no lock that holds. */
export function poolerProblem(options: Pick<ConnectionOptions, 'url' | 'migrationUrl' | 'pooler'>): string | undefined {
  if (options.pooler !== 'transaction') return undefined
  if (!options.url) return 'DATABASE_POOLER: set only with DATABASE_URL (the URL of the pooler)'
  if (!options.migrationUrl)
    return 'DATABASE_MIGRATION_URL: needed with DATABASE_POOLER=transaction, a direct connection to PostgreSQL for the migrations and their lock'
  return undefined
}

/**
 * Opens a connection, brings the schema up to date and runs `step` (the start-up's seed), on
 * PostgreSQL under the migrations' lock, so instances starting together take turns and one still
 * running on an older build reads either the old content or the new. A failure closes what it opened:
 * the next request opens again, never beside it (two PGlites on one data folder).
 */
export async function openConnection(options: ConnectionOptions, step?: OpenStep): Promise<Connection> {
  const problem = poolerProblem(options)
  if (problem) throw new Error(problem)
  if (options.url) {
    const prepare = options.pooler !== 'transaction'
    const client = postgres(options.url, {
      max: options.poolMax ?? 10,
      idle_timeout: 60,
      connect_timeout: 5,
      backoff: reconnectDelaySeconds,
      prepare,
      onnotice: () => undefined,
    })
    const db = drizzlePostgres(client, { schema })
    const probe = postgres(options.url, {
      max: 1,
      idle_timeout: 60,
      connect_timeout: 5,
      backoff: reconnectDelaySeconds,
      prepare,
      onnotice: () => undefined,
    })
    const connection: Connection = {
      db,
      probe: drizzlePostgres(probe, { schema }),
      driver: 'postgres',
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), probe.end({ timeout: 5 })])
      },
    }
    // Several instances may start at once: one migrates, the others wait for its session lock. A
    // one-connection client keeps the lock and the migration on the same session, which a
    // transaction-mode pooler would not: it runs each transaction on whichever server connection is
    // free, so two instances could both hold the lock on one and both migrate.
    const migrator = postgres(options.migrationUrl ?? options.url, {
      max: 1,
      connect_timeout: 5,
      onnotice: () => undefined,
    })
    try {
      await migrator`select pg_advisory_lock(${MIGRATION_LOCK})`
      await versionedMigrations(db, () => migratePostgres(drizzlePostgres(migrator, { schema }), { migrationsFolder }))
      await step?.(connection)
      await migrator`select pg_advisory_unlock(${MIGRATION_LOCK})`
    } catch (error) {
      await Promise.all([client.end({ timeout: 0 }), probe.end({ timeout: 0 })])
      throw error
    } finally {
      await migrator.end({ timeout: 5 })
    }
    return connection
  }
  const dataDir = options.dataDir ?? '.data/pglite'
  if (!dataDir.includes('://')) mkdirSync(resolve(dataDir, '..'), { recursive: true })
  // pg_trgm: the search's fallback for compounds and typos (db/migrations/0005_search.sql).
  const client = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir })
  const db = drizzlePglite(client, { schema })
  embedded.add(db)
  const connection: Connection = { db, probe: db, driver: 'pglite', pglite: client, close: () => client.close() }
  try {
    await versionedMigrations(db, () => migratePglite(db, { migrationsFolder }))
    await step?.(connection)
  } catch (error) {
    await client.close().catch(() => undefined)
    throw error
  }
  return connection
}

async function appliedMigrations(db: Database): Promise<number> {
  try {
    const [row] = resultRows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    )
    return row?.n ?? 0
  } catch {
    return 0 // a fresh database: drizzle's table comes with the first migration
  }
}

/** Runs `migrate`; when it applied something, raises the content version (a schema change can change pages). */
async function versionedMigrations(db: Database, migrate: () => Promise<void>): Promise<void> {
  const before = await appliedMigrations(db)
  await migrate()
  if ((await appliedMigrations(db)) !== before) await db.execute(sql`update content_version set version = version + 1`)
}

const embedded = new WeakSet<Database>()

/**
 * True for the embedded PGlite: one connection in this process that runs one statement at a time, so
 * a single statement never interleaves with another (PostgreSQL's sessions do).
 */
export const runsOneAtATime = (db: Database): boolean => embedded.has(db)

/** The rows of a raw `db.execute` result: postgres.js returns an array, PGlite an object with `rows`. */
export function resultRows<Row>(result: unknown): Row[] {
  const rows: unknown = Array.isArray(result)
    ? result
    : typeof result === 'object' && result !== null && 'rows' in result
      ? result.rows
      : []
  // Raw SQL has no row type: the caller names the shape its query selects.
  return Array.isArray(rows) ? (rows as Row[]) : []
}

export async function isBlogEmpty(db: Database): Promise<boolean> {
  const [first] = resultRows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from blog_article_translations`),
  )
  return first?.n === 0
}

// One connection per process (two PGlite instances on one data folder would corrupt it): this module
// exists once in the server build (build/nitro-owned-modules.ts), and under the dev server its
// re-evaluations take over the open connection (app/lib/kept-across-reloads.ts).
interface ProcessState {
  connection?: Promise<Connection>
  /** Said once: `npm run check:first-run` counts this log line under the dev server. */
  announced: boolean
}
const state = keptAcrossReloads<ProcessState>(import.meta.hot, { announced: false })

/** The connection DATABASE_URL, DATABASE_MIGRATION_URL, DATABASE_POOLER, DATABASE_POOL_MAX and PGLITE_DATA_DIR describe. */
export function connectionOptionsFromEnv(env: Record<string, string | undefined>): ConnectionOptions {
  return {
    url: env.DATABASE_URL || undefined,
    migrationUrl: env.DATABASE_MIGRATION_URL || undefined,
    dataDir: env.PGLITE_DATA_DIR || undefined,
    poolMax: envInteger(env, 'DATABASE_POOL_MAX'),
    pooler: env.DATABASE_POOLER === 'transaction' ? 'transaction' : undefined,
  }
}

/**
 * A step the server's start-up adds to opening the process's connection, after the migrations and
 * before any caller gets it (db/start.server.ts seeds the blog from content/). This module opens
 * databases; what goes into them is the start-up's business.
 */
let openStep: OpenStep | undefined

export function addOpenStep(step: OpenStep): void {
  openStep = step
}

/** The process's connection, opened (migrated, and through the start-up's step) on first use. */
export function getConnection(): Promise<Connection> {
  let pending = state.connection
  if (!pending) {
    const options = connectionOptionsFromEnv(process.env)
    if (!state.announced) log('info', 'opening the database', { driver: options.url ? 'postgres' : 'pglite' })
    state.announced = true
    pending = openConnection(options, openStep)
    state.connection = pending
    // A failed open (database down) is retried on the next request instead of being cached.
    pending.catch(() => {
      if (state.connection === pending) state.connection = undefined
    })
  }
  return pending
}

export async function getDb(): Promise<Database> {
  return (await getConnection()).db
}

export async function closeConnection(): Promise<void> {
  const pending = state.connection
  state.connection = undefined
  if (pending) await (await pending.catch(() => undefined))?.close()
}
