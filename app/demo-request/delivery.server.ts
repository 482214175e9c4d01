// Demo requests as one of the outbox's channels: pending requests go to the CRM's webhook. A short
// backoff (15 s doubling to 1 min, with jitter): a request made while the CRM is down reaches it
// within two minutes of its return.
import type { Channel } from '../outbox/delivery.server.ts'
import type { RetryPolicy } from '../outbox/policy.ts'
import { demoRequestsById } from './requests.server.ts'
import { sendToWebhook, type WebhookConfig } from './webhook.server.ts'

export const WEBHOOK_RETRY: RetryPolicy = { baseSeconds: 15, maxSeconds: 60 }

export function demoRequestChannel(config: WebhookConfig, fetchImpl?: typeof fetch): Channel {
  return {
    name: 'demo requests',
    table: 'demo_requests',
    retry: WEBHOOK_RETRY,
    async deliver(claim, db) {
      const [row] = await demoRequestsById(db, [claim.id])
      // Deleted by the retention while it waited: nothing is left to send.
      if (!row) return { kind: 'rejected', message: 'deleted' }
      return sendToWebhook(config, row, fetchImpl)
    },
  }
}
