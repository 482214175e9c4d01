// Starts the production build (`.output/`, from `npm run build`) on a free loopback port for the
// measuring scripts (perf, size, bench, bench:newsletter) and waits until it is ready.
import { spawn, type StdioOptions } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { join } from 'node:path'

/** The production build's server, as `npm start`, the stack and the image start it. */
export const SERVER_ENTRY = '.output/server/index.mjs'
/**
 * Node's flags for a production start, the same as `npm start`'s (tests/unit/production-start.test.ts
 * compares them), so the measuring scripts measure the server as it runs: a young generation of
 * 2 × 16 MB instead of Node 24's 2 × 64 MB (docs/decisions/0082), and an old generation that grows by half
 * of what survives a collection instead of V8's up to fourfold (docs/decisions/0084).
 */
export const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50']

/**
 * The allocator of a production start: jemalloc (Debian's libjemalloc2, preloaded when installed)
 * with its background thread giving freed pages back after a second. glibc's allocator kept the
 * peaks of freed render buffers (docs/decisions/0083). `scripts/lib/start.sh` (`npm start`) and the Dockerfile set the same
 * (tests/unit/production-start.test.ts compares them).
 */
export const JEMALLOC_CONF = 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0'
export const jemallocPath = (arch = process.arch) =>
  `/usr/lib/${arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/libjemalloc.so.2`

/** LD_PRELOAD and MALLOC_CONF for a production start, unless the environment sets a preload itself. */
export function productionAllocatorEnv(
  env: Record<string, string | undefined> = process.env,
  installed = existsSync,
): Record<string, string> {
  const library = jemallocPath()
  if (env.LD_PRELOAD || !installed(library)) return {}
  return { LD_PRELOAD: library, MALLOC_CONF: env.MALLOC_CONF || JEMALLOC_CONF }
}
/** A throw-away PGlite takes seconds to create and seed, over a minute on a busy 2-core machine. */
const READY_TIMEOUT_MS = 150_000

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/** Whether something listens on `port` at 127.0.0.1 now. */
export const acceptsConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

export interface ProductionServer {
  base: string
  pid: number
  /** What the server printed so far (stdout and stderr), when started with stdio 'pipe'; '' otherwise. */
  output: () => string
  /** Sends SIGTERM; resolves once the process has exited (an embedded database is closed by then). */
  stop: () => Promise<void>
}

/**
 * `env` is added to this process's environment; PORT, HOST and PUBLIC_SITE_URL are set here. `cwd`: the
 * folder whose build is served. `port`: a
 * fixed one (the cross-engine suite keeps to its own block), else a free one.
 */
export async function startProductionServer(
  env: Record<string, string>,
  stdio: StdioOptions = 'ignore',
  cwd = '.',
  port?: number,
): Promise<ProductionServer> {
  if (!existsSync(join(cwd, SERVER_ENTRY)))
    throw new Error(`${join(cwd, SERVER_ENTRY)} is missing: run \`npm run build\` first`)
  // A server that answers on a fixed port already is another one: its /readyz would pass for ours.
  if (port !== undefined && (await acceptsConnections(port))) throw new Error(`port ${port} is taken already`)
  port ??= await freePort()
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, SERVER_ENTRY], {
    env: {
      ...process.env,
      ...productionAllocatorEnv(),
      PUBLIC_SITE_URL: base,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio,
    cwd,
  })
  const pid = child.pid
  if (pid === undefined) throw new Error(`${SERVER_ENTRY} could not be started`)
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let exited: string | undefined
  const exit = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  child.on('exit', (code, signal) => (exited = `the server exited (${signal ?? `code ${code}`}) before it was ready`))
  const stop = () => {
    child.kill('SIGTERM')
    return exit
  }
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (
    !(await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (exited) throw new Error(exited)
    if (Date.now() > deadline) {
      // Not awaited: a server that never got ready may take its time to stop; the caller hears why now.
      void stop()
      throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { base, pid, stop, output: () => output }
}
