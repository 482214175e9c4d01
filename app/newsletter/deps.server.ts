// The newsletter's wiring in a running server: the process's database and the configured provider.
import { getDb } from '../../db/client.server.ts'
import { readProviderConfig } from './config.server.ts'
import { mailerLite, type NewsletterProvider } from './mailerlite.server.ts'
import type { SubscribeDeps } from './subscribe.server.ts'
import { type HousekeepingTask, startDeliveryWorker, type Worker } from './delivery.server.ts'
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

/**
 * The delivery worker of a running server: deliveries with a provider, housekeeping and retention
 * always, and the other features' `housekeeping`.
 */
export function startServerWorker(housekeeping: HousekeepingTask[] = []): Worker {
  const provider = configuredProvider()
  if (!provider) {
    log(
      'info',
      'newsletter forwarding is off (MAILERLITE_API_KEY is not set): signups are stored and kept pending; `npm run newsletter:export` lists them, `npm run newsletter:flush` forwards them once a key is set',
    )
  }
  return startDeliveryWorker({
    db: getDb,
    provider,
    housekeeping,
    log: (level, message) => log(level, `newsletter: ${message}`),
  })
}
