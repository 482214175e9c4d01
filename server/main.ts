// The production server: Nitro's `entry` (vite.config.ts) in place of its node-server runtime, on
// srvx's public API. What it adds (docs/stack.md, record 0076):
// - a start on a public address refuses what must not go live (server/launch-refusal.ts), and one
//   without a database it can write stops at once (server/data-folder.ts), both with exit code 78;
// - it listens only once the database is open, or has failed to open: nginx has no readiness checks
//   and sends requests to every address that accepts; refused until then, a connection is passed to
//   the other instance, POSTs included;
// - an exception nothing caught ends the process, and Node's own 400/431 carry the security headers
//   (server/process-errors.ts);
// - it owns SIGTERM and SIGINT: a stop before it listens never listens; SIGTERM drains first
//   (server/drain.ts, /readyz 503 meanwhile), SIGINT (Ctrl-C) without the wait; then Nitro's close
//   hooks. A second signal ends the process at once (Node's default). Under CI or TEST no signal is
//   handled, as srvx decides for its own graceful stop: a test runner's stop ends the process at once.
// The dev server does not run this file (Nitro's dev worker has its own entry).
import { Server as HttpServer } from 'node:http'
import { useNitroApp, useNitroHooks } from 'nitro/app'
import { serve } from 'srvx/node'
import { envInteger } from '../app/config/numeric-settings.ts'
import { errorMessage, log } from '../app/log/log.ts'
import { READY_PATH, drainingResponse } from '../db/health.server.ts'
import { databaseOpened } from '../db/start.server.ts'
import { IDLE_KEEP_ALIVE_MS, drainConnections, drainMs, shutdownTimeoutMs } from './drain.ts'
import { dataFolderProblem } from './data-folder.ts'
import { refuseAnUnfinishedLaunch } from './launch-refusal.ts'
import { answerClientErrors, exitOnUncaughtException } from './process-errors.ts'
import { refuseToStart } from './refusal.ts'

refuseAnUnfinishedLaunch() // before the database opens
const dataFolder = dataFolderProblem(process.env)
if (dataFolder) refuseToStart(dataFolder)
// Runs the Nitro plugins (vite.config.ts): the configuration check, then the newsletter worker, the
// rate limits' purge and the render cache's watch start, and the database starts opening.
const nitroApp = useNitroApp()
let stopping = false

const server = serve({
  port: envInteger(process.env, 'PORT'),
  hostname: process.env.HOST || undefined,
  fetch: nitroApp.fetch,
  // Once stopping, the process says so to whoever asks on a connection it still has open.
  middleware: [
    (request, next) => (stopping && new URL(request.url).pathname === READY_PATH ? drainingResponse() : next()),
  ],
  manual: true,
  gracefulShutdown: false,
  silent: true,
  // Idle connections are closed by the proxy (nginx after 2 s), never first by the instance: Node's
  // 5 s could pass while a busy process had not yet read a request the proxy wrote onto one.
  node: { keepAliveTimeout: IDLE_KEEP_ALIVE_MS },
})
if (server.node?.server instanceof HttpServer) answerClientErrors(server.node.server)

async function stop(signal: NodeJS.Signals | 'listen failed'): Promise<void> {
  if (stopping) return
  stopping = true
  const listening = server.node?.server
  if (listening instanceof HttpServer && listening.listening) {
    const drain = signal === 'SIGTERM' ? drainMs(process.env) : 0
    log('info', 'stopping: the listener is closed, open connections drain', { signal, ms: drain })
    await drainConnections(listening, drain, shutdownTimeoutMs(process.env))
  } else {
    log('info', 'stopping before listening', { signal })
  }
  await server.close() // what srvx still waits for (`waitUntil`)
  await useNitroHooks().callHook('close')
}

if (!process.env.CI && !process.env.TEST) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(signal))
}

exitOnUncaughtException()

async function listenOnceTheDatabaseIsOpen(): Promise<void> {
  log('info', 'listening once the database is open')
  await databaseOpened()
  if (stopping) return
  try {
    await server.serve()
    log('info', 'listening', { url: server.url })
  } catch (error) {
    log('error', 'cannot listen', { error: errorMessage(error) })
    process.exitCode = 1
    await stop('listen failed')
  }
}

void listenOnceTheDatabaseIsOpen()
