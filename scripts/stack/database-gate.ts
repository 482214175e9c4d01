// A gate in front of the stack's PostgreSQL that the stack test opens and shuts (the database "goes
// away" and comes back): scripts/lib/tcp-proxy.ts in a process of its own, so the load the test
// generates in its own process cannot slow the instances' database traffic.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

export interface DatabaseGate {
  /** The database's URL through the gate. */
  url: string
  cut(): Promise<void>
  restore(): Promise<void>
  close(): Promise<void>
}

export async function startDatabaseGate(databaseUrl: string): Promise<DatabaseGate> {
  const child = spawn(
    process.execPath,
    [new URL('./database-gate-process.ts', import.meta.url).pathname, databaseUrl],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const next = async () => {
    const line = await lines.next()
    if (line.done) throw new Error('the database gate exited')
    return line.value
  }
  const { port } = JSON.parse(await next()) as { port: number }
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  const command = async (name: string) => {
    child.stdin.write(`${name}\n`)
    await next()
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    url: url.toString(),
    cut: () => command('cut'),
    restore: () => command('restore'),
    async close() {
      child.stdin.end()
      await exited
    },
  }
}
