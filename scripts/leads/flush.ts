// `npm run leads:flush`: forwards every pending demo request to the CRM's webhook now, whatever its
// retry schedule (for example after setting DEMO_REQUEST_WEBHOOK_URL for the first time). Safe while
// servers run on PostgreSQL: claims keep each request to one sender. With PGlite, stop the server first.
import { demoRequestChannel } from '../../app/demo-request/delivery.server.ts'
import { readWebhookConfig } from '../../app/demo-request/webhook.server.ts'
import { deliverDue } from '../../app/outbox/delivery.server.ts'
import { makePendingDue } from '../../app/outbox/queue.server.ts'
import { openConnection } from '../../db/client.server.ts'

const config = readWebhookConfig(process.env)
if (!config) {
  console.error(
    'DEMO_REQUEST_WEBHOOK_URL is not set: nothing can be forwarded. Set it and its secret (docs/configuration.md) and run this again.',
  )
  process.exit(1)
}
const connection = await openConnection({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PGLITE_DATA_DIR || undefined,
})
let failed = false
try {
  const due = await makePendingDue(connection.db, 'demo_requests')
  const report = await deliverDue(connection.db, demoRequestChannel(config))
  console.log(
    `${due} pending: ${report.forwarded} forwarded, ${report.rejected} refused by the webhook, ${report.retrying} still pending (webhook unavailable; retried later)`,
  )
  failed = report.retrying > 0
} finally {
  await connection.close()
}
process.exit(failed ? 1 : 0)
