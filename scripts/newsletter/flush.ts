// `npm run newsletter:flush`: forwards every pending newsletter signup to MailerLite now, whatever
// its retry schedule (for example after setting MAILERLITE_API_KEY for the first time).
import { readProviderConfig } from '../../app/newsletter/config.server.ts'
import { newsletterChannel } from '../../app/newsletter/delivery.server.ts'
import { mailerLite } from '../../app/newsletter/mailerlite.server.ts'
import { flushOutbox } from '../lib/outbox-flush.ts'

const config = readProviderConfig(process.env)
if (!config) {
  console.error(
    'MAILERLITE_API_KEY is not set: nothing can be forwarded. Set it (see .env.example) and run this again.',
  )
  process.exit(1)
}
await flushOutbox(newsletterChannel(mailerLite(config)), {
  refused: 'rejected by the provider',
  unavailable: 'provider unavailable',
})
