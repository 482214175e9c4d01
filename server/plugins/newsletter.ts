// Starts the newsletter's delivery worker with the server and stops it (waiting for the current run)
// when the server closes. Without a provider it still applies the sign-ups' retention, and says once
// that forwarding is off. It also applies the speed measurements' retention.
import { definePlugin } from 'nitro'
import { startServerWorker } from '../../app/newsletter/deps.server.ts'
import { purgeExpiredVitals } from '../../app/vitals/vitals.server.ts'

export default definePlugin((nitroApp) => {
  const worker = startServerWorker([(db) => purgeExpiredVitals(db)])
  nitroApp.hooks.hook('close', () => worker.stop())
})
