// What `npm run newsletter:flush` and `npm run leads:flush` share: every pending row of one outbox
// table forwarded now, whatever its retry schedule. Safe while servers run on PostgreSQL (claims keep
// each row to one sender); with PGlite, stop the server first. Exits 1 while a row is still pending.
import { type Channel, deliverDue } from '../../app/outbox/delivery.server.ts'
import { makePendingDue } from '../../app/outbox/queue.server.ts'
import { openConnection } from '../../db/client.server.ts'

export async function flushOutbox<Row extends object>(
  channel: Channel<Row>,
  /** How the report names a refusal and an outage: "refused by the webhook", "webhook unavailable". */
  words: { refused: string; unavailable: string },
): Promise<never> {
  const connection = await openConnection({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PGLITE_DATA_DIR || undefined,
  })
  let failed = false
  try {
    const due = await makePendingDue(connection.db, channel.table)
    const report = await deliverDue(connection.db, channel)
    console.log(
      `${due} pending: ${report.forwarded} forwarded, ${report.rejected} ${words.refused}, ${report.retrying} still pending (${words.unavailable}; retried later)`,
    )
    failed = report.retrying > 0
  } finally {
    await connection.close()
  }
  process.exit(failed ? 1 : 0)
}
