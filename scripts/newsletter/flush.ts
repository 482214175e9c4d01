// `npm run newsletter:flush`: forwards every pending newsletter signup to MailerLite now, whatever
// its retry schedule (for example after setting MAILERLITE_API_KEY for the first time). Safe while
// servers run on PostgreSQL: claims keep each signup to one sender. With PGlite, stop the server first.
import { readProviderConfig } from '../../app/newsletter/config.server.ts'
import { newsletterChannel } from '../../app/newsletter/delivery.server.ts'
import { mailerLite } from '../../app/newsletter/mailerlite.server.ts'
import { deliverDue } from '../../app/outbox/delivery.server.ts'
import { makePendingDue } from '../../app/outbox/queue.server.ts'
import { openConnection } from '../../db/client.server.ts'

const config = readProviderConfig(process.env)
if (!config) {
  console.error(
    'MAILERLITE_API_KEY is not set: nothing can be forwarded. Set it (see .env.example) and run this again.',
  )
  process.exit(1)
}
const connection = await openConnection({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PGLITE_DATA_DIR || undefined,
})
let failed = false
try {
  const due = await makePendingDue(connection.db, 'newsletter_signups')
  const report = await deliverDue(connection.db, newsletterChannel(mailerLite(config)))
  console.log(
    `${due} pending: ${report.forwarded} forwarded, ${report.rejected} rejected by the provider, ${report.retrying} still pending (provider unavailable; retried later)`,
  )
  failed = report.retrying > 0
} finally {
  await connection.close()
}
process.exit(failed ? 1 : 0)
