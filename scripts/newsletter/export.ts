// `npm run newsletter:export [-- --status pending|forwarded|rejected] [--out file.csv]`: the stored
// newsletter signups as CSV (to standard output unless --out is given), for example to import them
// into the mail provider by hand while forwarding is off. With PGlite, stop the server first.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { listSignups, type SignupRow, type SignupStatus } from '../../app/newsletter/signups.server.ts'
import { openConnection } from '../../db/client.server.ts'
import { csvOf } from '../lib/csv.ts'

const { values } = parseArgs({ options: { status: { type: 'string' }, out: { type: 'string' } } })
const statuses = ['pending', 'forwarded', 'rejected']
if (values.status !== undefined && !statuses.includes(values.status)) {
  console.error(`--status must be one of ${statuses.join(', ')}`)
  process.exit(2)
}

const columns: Array<keyof SignupRow> = [
  'email',
  'locale',
  'status',
  'consentVersion',
  'createdAt',
  'consentedAt',
  'forwardedAt',
  'attempts',
  'lastError',
]

const connection = await openConnection({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PGLITE_DATA_DIR || undefined,
})
try {
  const rows = await listSignups(connection.db, values.status as SignupStatus | undefined)
  const csv = csvOf(columns, rows, (row, column) => row[column])
  if (values.out) {
    writeFileSync(values.out, csv)
    console.error(`${rows.length} signups written to ${values.out}`)
  } else {
    process.stdout.write(csv)
  }
} finally {
  await connection.close()
}
process.exit(0)
