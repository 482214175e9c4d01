// The newsletter as one of the outbox's channels: pending sign-ups go to the mail provider.
import { sql } from 'drizzle-orm'
import type { Channel } from '../outbox/delivery.server.ts'
import type { Locale } from '../i18n/locale.ts'
import type { NewsletterProvider } from './mailerlite.server.ts'

export function newsletterChannel(provider: NewsletterProvider): Channel<{ email: string; locale: Locale }> {
  return {
    name: 'newsletter',
    table: 'newsletter_signups',
    columns: sql`, email, locale`,
    deliver: (claim) => provider.subscribe({ email: claim.email, locale: claim.locale }),
  }
}
