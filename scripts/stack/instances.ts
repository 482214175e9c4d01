// One instance of the production build (.output/server/index.mjs), as a process the stack starts,
// stops with SIGTERM (its drain and graceful stop run) and starts again; its log goes to a file.
import { spawn, type ChildProcess } from 'node:child_process'
import { openSync } from 'node:fs'
import { PRODUCTION_NODE_FLAGS, SERVER_ENTRY, productionAllocatorEnv } from '../lib/production-server.ts'

/** A fresh database is migrated and seeded at the first start: minutes on a busy machine. */
const READY_TIMEOUT_MS = 180_000

export interface Instance {
  readonly name: string
  readonly port: number
  readonly base: string
  start(): Promise<void>
  /** SIGTERM; resolves once the process has exited. */
  stop(): Promise<void>
  running(): boolean
}

/** The instance's environment: the stack's, without CI and TEST (under them Nitro's server skips its graceful stop). */
export function instanceEnv(
  base: Record<string, string | undefined>,
  own: Record<string, string>,
): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(base))
    if (value !== undefined && name !== 'CI' && name !== 'TEST') env[name] = value
  // This repository's legal texts hold placeholders until launch: the stack starts its instances as a
  // staging server would, unless the operator says otherwise (docs/launch.md).
  return { LAUNCH_CHECK: 'warn', ...env, NODE_ENV: 'production', ...own }
}

export async function waitUntilReady(base: string, alive: () => boolean, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (
    !(await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (!alive()) throw new Error(`${base}: the instance exited before it was ready`)
    if (Date.now() > deadline) throw new Error(`${base}: not ready within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export function instance(name: string, port: number, env: Record<string, string>, logFile: string): Instance {
  let child: ChildProcess | undefined
  let exited: Promise<void> = Promise.resolve()
  const base = `http://127.0.0.1:${port}`
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null
  return {
    name,
    port,
    base,
    running,
    async start() {
      const log = openSync(logFile, 'a')
      const started = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, SERVER_ENTRY], {
        env: { ...productionAllocatorEnv(env), ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', log, log],
      })
      child = started
      exited = new Promise((resolve) => started.once('exit', () => resolve()))
      await waitUntilReady(base, running)
    },
    async stop() {
      if (running()) child?.kill('SIGTERM')
      await exited
    },
  }
}
