// Starts the newsletter's delivery worker with the server and stops it (waiting for the current run)
// when the server closes. Without a provider it only purges expired rate-limit counters, and says
// once that forwarding is off.
import { definePlugin } from 'nitro'
import { getDb } from '../../db/client.server.ts'
import { configuredProvider } from '../../app/newsletter/deps.server.ts'
import { startDeliveryWorker } from '../../app/newsletter/delivery.server.ts'
import { log } from '../../app/http/request-log.ts'

export default definePlugin((nitroApp) => {
  const provider = configuredProvider()
  if (!provider) {
    log('info', 'newsletter forwarding is off (MAILERLITE_API_KEY is not set): signups are stored and kept pending; `npm run newsletter:export` lists them, `npm run newsletter:flush` forwards them once a key is set')
  }
  const worker = startDeliveryWorker({
    db: getDb,
    provider,
    log: (level, message) => log(level, `newsletter: ${message}`),
  })
  nitroApp.hooks.hook('close', () => worker.stop())
})
