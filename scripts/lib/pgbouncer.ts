// PgBouncer in transaction mode in front of a PostgreSQL server, as managed databases are usually
// reached (the stack's instances, the PostgreSQL tests): Debian's `pgbouncer` (1.18 on Debian 12), in
// the foreground, with its configuration, log and process id in a folder of the caller's. Every
// database name maps to the same name on the server behind it, so a fresh database is reached by its
// own name.
import { execFile, spawn } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { acceptsConnections, freePort } from './production-server.ts'

const run = promisify(execFile)
export const PGBOUNCER_BINARY = process.env.PGBOUNCER_BINARY || '/usr/sbin/pgbouncer'

export interface Pgbouncer {
  /** `databaseUrl` with its host and port replaced by PgBouncer's. */
  url: string
  log: string
  stop(): Promise<void>
}

/**
 * The configuration: transaction pooling; `trust` for the loopback clients (the user must still be
 * named in the auth file); a failed server login retried after 1 s instead of 15 s, so the pool comes
 * back within a second of the database (docs/deploy.md says the same to operators).
 */
export function pgbouncerConfig(
  dir: string,
  port: number,
  server: { host: string; port: number },
  poolSize: number,
): string {
  return [
    '[databases]',
    `* = host=${server.host} port=${server.port}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${join(dir, 'userlist.txt')}`,
    'pool_mode = transaction',
    `default_pool_size = ${poolSize}`,
    'max_client_conn = 500',
    'server_login_retry = 1',
    `logfile = ${join(dir, 'pgbouncer.log')}`,
    `pidfile = ${join(dir, 'pgbouncer.pid')}`,
    '',
  ].join('\n')
}

/** PgBouncer refuses to run as root: as root, it runs as the `postgres` user, which owns its folder. */
async function runAs(dir: string): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim())
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim())
  chmodSync(dirname(dir), 0o711)
  chownSync(dir, uid, gid)
  return { uid, gid }
}

/** Starts PgBouncer in front of the server of `databaseUrl` (pooling `poolSize` server connections per database). */
export async function startPgbouncer(dir: string, databaseUrl: string, poolSize = 20): Promise<Pgbouncer> {
  if (!existsSync(PGBOUNCER_BINARY))
    throw new Error(`${PGBOUNCER_BINARY} not found: install PgBouncer (Debian: apt-get install pgbouncer)`)
  mkdirSync(dir, { recursive: true })
  const target = new URL(databaseUrl)
  const port = await freePort()
  const user = decodeURIComponent(target.username || 'postgres')
  writeFileSync(join(dir, 'userlist.txt'), `"${user}" ""\n`)
  const config = join(dir, 'pgbouncer.ini')
  writeFileSync(
    config,
    pgbouncerConfig(dir, port, { host: target.hostname, port: Number(target.port || 5432) }, poolSize),
  )
  const owner = await runAs(dir)
  // Its log goes to its file (and to stderr, which is not kept).
  const child = spawn(PGBOUNCER_BINARY, [config], { stdio: 'ignore', ...owner })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const log = join(dir, 'pgbouncer.log')
  const deadline = Date.now() + 30_000
  while (!(await acceptsConnections(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`PgBouncer did not start: see ${log}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return {
    url: url.toString(),
    log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
