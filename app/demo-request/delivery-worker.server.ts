// The outbox's worker of a running server: newsletter sign-ups to the mail provider and demo requests
// to the CRM, each when configured, and every retention period always (the speed measurements' too).
// Here because the demo requests are the highest of the features it gathers (server/plugins/outbox.ts
// starts and stops it).
import { getDb } from '../../db/client.server.ts'
import { log } from '../log/log.ts'
import { newsletterWork } from '../newsletter/deps.server.ts'
import { startDeliveryWorker, type Worker } from '../outbox/delivery.server.ts'
import { purgeExpiredVitals } from '../vitals/vitals.server.ts'
import { demoRequestWork } from './deps.server.ts'

export function startServerWorker(): Worker {
  const works = [newsletterWork(), demoRequestWork()]
  return startDeliveryWorker({
    db: getDb,
    channels: works.flatMap((work) => work.channels),
    housekeeping: [...works.flatMap((work) => work.housekeeping), (db) => purgeExpiredVitals(db)],
    log: (level, message) => log(level, `outbox: ${message}`),
  })
}
