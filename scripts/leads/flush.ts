// `npm run leads:flush`: forwards every pending demo request to the CRM's webhook now, whatever its
// retry schedule (for example after setting DEMO_REQUEST_WEBHOOK_URL for the first time).
import { demoRequestChannel } from '../../app/demo-request/delivery.server.ts'
import { readWebhookConfig } from '../../app/demo-request/webhook.server.ts'
import { flushOutbox } from '../lib/outbox-flush.ts'

const config = readWebhookConfig(process.env)
if (!config) {
  console.error(
    'DEMO_REQUEST_WEBHOOK_URL is not set: nothing can be forwarded. Set it and its secret (docs/configuration.md) and run this again.',
  )
  process.exit(1)
}
await flushOutbox(demoRequestChannel(config), {
  refused: 'refused by the webhook',
  unavailable: 'webhook unavailable',
})
