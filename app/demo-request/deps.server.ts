// The demo requests' wiring in a running server: the process's database, the configured webhook, the
// newsletter's sign-up for the optional box, and their part of the outbox's worker.
import { getDb } from '../../db/client.server.ts'
import { errorMessage, log } from '../log/log.ts'
import { subscribeDeps } from '../newsletter/deps.server.ts'
import { subscribe } from '../newsletter/subscribe.server.ts'
import { deliverDue, type Channel, type HousekeepingTask } from '../outbox/delivery.server.ts'
import { demoRequestChannel } from './delivery.server.ts'
import { demoRetentionDays } from './policy.ts'
import { purgeExpiredDemoRequests } from './requests.server.ts'
import type { DemoDeps } from './submit.server.ts'
import { readWebhookConfig } from './webhook.server.ts'

let channel: Channel | undefined | null = null

/** The webhook's channel from the environment, read once; undefined when forwarding is off. */
export function configuredDemoChannel(): Channel | undefined {
  if (channel === null) {
    const config = readWebhookConfig(process.env)
    channel = config ? demoRequestChannel(config) : undefined
  }
  return channel
}

function logDemo(message: string, error?: unknown): void {
  log('error', `demo requests: ${message}`, error === undefined ? {} : { error: errorMessage(error) })
}

export function demoDeps(): DemoDeps {
  return {
    database: getDb,
    log: logDemo,
    // The request is committed; its first delivery starts now, and the visitor's answer does not wait.
    stored: () => {
      const webhook = configuredDemoChannel()
      if (!webhook) return
      void getDb()
        .then((db) => deliverDue(db, webhook))
        .catch((error: unknown) => logDemo('delivery after storing failed', error))
    },
    subscribeToNewsletter: (email, locale) => subscribe(subscribeDeps(), { email, locale }, undefined),
  }
}

/** Their part of the server's outbox worker: the channel when a webhook is set, and the retention always. */
export function demoRequestWork(): { channels: Channel[]; housekeeping: HousekeepingTask[] } {
  const webhook = configuredDemoChannel()
  if (!webhook) {
    log(
      'info',
      'demo request forwarding is off (DEMO_REQUEST_WEBHOOK_URL is not set): requests are stored and kept; `npm run leads:export` lists them, `npm run leads:flush` forwards them once it is set',
    )
  }
  const days = demoRetentionDays()
  return {
    channels: webhook ? [webhook] : [],
    housekeeping: [
      async (db) => {
        const purged = await purgeExpiredDemoRequests(db, days)
        if (purged.neverForwarded > 0) {
          logDemo(`retention: ${purged.neverForwarded} requests deleted after ${days} days without reaching the CRM`)
        }
      },
    ],
  }
}
