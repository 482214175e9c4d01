// The newsletter's wiring in a running server: the process's database and the configured provider.
import { getDb } from '../../db/client.server.ts'
import { readProviderConfig } from './config.server.ts'
import { mailerLite, type NewsletterProvider } from './mailerlite.server.ts'
import type { SubscribeDeps } from './subscribe.server.ts'
import type { Channel, HousekeepingTask } from '../outbox/delivery.server.ts'
import { newsletterChannel } from './delivery.server.ts'
import { OUTBOX_RETENTION_DAYS } from './policy.ts'
import { purgeExpiredSignups } from './signups.server.ts'
import { errorMessage, log } from '../log/log.ts'

let provider: NewsletterProvider | undefined | null = null

/** The provider from the environment, read once; undefined when forwarding is off. */
export function configuredProvider(): NewsletterProvider | undefined {
  if (provider === null) {
    const config = readProviderConfig(process.env)
    provider = config ? mailerLite(config) : undefined
  }
  return provider
}

export function logNewsletter(message: string, error?: unknown): void {
  log('error', `newsletter: ${message}`, error === undefined ? {} : { error: errorMessage(error) })
}

export function subscribeDeps(): SubscribeDeps {
  return { database: getDb, provider: configuredProvider(), log: logNewsletter }
}

/** Its part of the server's outbox worker: the channel with a provider, and the sign-ups' retention always. */
export function newsletterWork(): { channels: Channel[]; housekeeping: HousekeepingTask[] } {
  const provider = configuredProvider()
  if (!provider) {
    log(
      'info',
      'newsletter forwarding is off (MAILERLITE_API_KEY is not set): signups are stored and kept pending; `npm run newsletter:export` lists them, `npm run newsletter:flush` forwards them once a key is set',
    )
  }
  return {
    channels: provider ? [newsletterChannel(provider)] : [],
    housekeeping: [
      async (db) => {
        const purged = await purgeExpiredSignups(db)
        if (purged.neverForwarded > 0) {
          logNewsletter(
            `retention: ${purged.neverForwarded} sign-ups deleted after ${OUTBOX_RETENTION_DAYS} days without reaching the newsletter provider`,
          )
        }
      },
    ],
  }
}
