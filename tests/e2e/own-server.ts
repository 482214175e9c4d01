// A second production server of the tests' build, on its own port and a throw-away embedded
// database, for a test that configures, starts or stops a server itself.
import { type ChildProcess, spawn } from 'node:child_process'
import { test } from './fixtures.ts'
import { seededDataFolder } from './seeded-database.ts'
import { serverEnv } from './server-env.ts'

export interface OwnServer {
  child: ChildProcess
  /** What the server has logged so far. */
  output: () => string
  /** Settles with the exit code once the process has ended. */
  exited: Promise<number | null>
  /** Ends the server if it still runs, waits until it has (its port is free again), attaches its log. */
  stop: () => Promise<void>
}

/**
 * Started without CI or TEST in its environment unless `env` sets them, as in production: the server
 * entry (server/main.ts) handles no signal under either. Its database is a copy of the run's seeded
 * one (./seeded-database.ts).
 */
export function startOwnServer(ownPort: number, env: Record<string, string> = {}): OwnServer {
  const data = seededDataFolder()
  const productionEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'CI' && name !== 'TEST'),
  )
  const child = spawn(process.execPath, ['.output/server/index.mjs'], {
    env: {
      ...productionEnv,
      ...serverEnv,
      PORT: String(ownPort),
      PGLITE_DATA_DIR: data.folder,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return {
    child,
    output: () => output,
    exited,
    stop: async () => {
      // Never left running: it would hold the port for the next test or run.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
      data.remove()
      await test.info().attach('server output', { body: output, contentType: 'text/plain' })
    },
  }
}
