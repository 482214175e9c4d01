// The stack's PostgreSQL: a fresh database on the machine's server (STACK_POSTGRES_URL, by default
// postgres://postgres@127.0.0.1:5432/postgres), or, when none answers (or STACK_OWN_POSTGRES=1), a
// cluster of its own made with initdb and started with pg_ctl in the stack's folder. Either way the
// database is dropped, and an own cluster stopped, when the stack stops.
import { execFile } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import postgres from 'postgres'
import { freePort } from '../lib/production-server.ts'

const run = promisify(execFile)
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres'

export interface StackDatabase {
  /** The stack's own database. */
  url: string
  /** Where it lives: the machine's server, or a cluster of the stack's own. */
  server: 'machine' | 'own cluster'
  stop(): Promise<void>
}

async function answers(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => undefined })
  try {
    await sql`select 1`
    return true
  } catch {
    return false
  } finally {
    await sql.end({ timeout: 1 })
  }
}

/** Creates a database with a name of its own on the server at `adminUrl`; dropping it is `drop()`. */
async function freshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `site_stack_${Date.now().toString(36)}_${process.pid}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => undefined)
      await admin.end({ timeout: 5 })
    },
  }
}

/** initdb and pg_ctl: on PATH, or in Debian's /usr/lib/postgresql/<version>/bin. */
function postgresBinary(name: string): string {
  for (const dir of (process.env.PATH ?? '').split(':')) if (existsSync(join(dir, name))) return join(dir, name)
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  for (const version of versions)
    if (existsSync(join(root, version, 'bin', name))) return join(root, version, 'bin', name)
  throw new Error(`${name} not found: install PostgreSQL (Debian: postgresql) or point STACK_POSTGRES_URL at a server`)
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
async function asPostgresUser(command: string, args: string[]): Promise<void> {
  if (process.getuid?.() === 0) await run('runuser', ['-u', 'postgres', '--', command, ...args])
  else await run(command, args)
}

async function ownCluster(dir: string): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  const data = join(dir, 'data')
  mkdirSync(dir, { recursive: true })
  if (process.getuid?.() === 0) {
    // The stack's folder is root's (mode 700): the postgres user may pass through it to its own.
    chmodSync(dirname(dir), 0o711)
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    chownSync(dir, Number(stdout.trim()), Number(group.trim()))
  }
  const port = Number(process.env.STACK_POSTGRES_PORT) || (await freePort())
  await asPostgresUser(postgresBinary('initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  await asPostgresUser(postgresBinary('pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(dir, 'postgres.log'),
    '-w',
    'start',
  ])
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => asPostgresUser(postgresBinary('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']),
  }
}

export async function stackDatabase(dir: string, env: Record<string, string | undefined>): Promise<StackDatabase> {
  const serverUrl = env.STACK_POSTGRES_URL || DEFAULT_SERVER
  if (env.STACK_OWN_POSTGRES !== '1' && (await answers(serverUrl))) {
    const database = await freshDatabase(serverUrl)
    return { url: database.url, server: 'machine', stop: database.drop }
  }
  const cluster = await ownCluster(dir)
  try {
    const database = await freshDatabase(cluster.adminUrl)
    return {
      url: database.url,
      server: 'own cluster',
      async stop() {
        await database.drop()
        await cluster.stop()
      },
    }
  } catch (error) {
    await cluster.stop()
    throw error
  }
}
