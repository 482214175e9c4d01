// Starts the outbox's delivery worker with the server and stops it (waiting for the current run) when
// the server closes (app/demo-request/delivery-worker.server.ts).
import { definePlugin } from 'nitro'
import { startServerWorker } from '../../app/demo-request/delivery-worker.server.ts'

export default definePlugin((nitroApp) => {
  const worker = startServerWorker()
  nitroApp.hooks.hook('close', () => worker.stop())
})
