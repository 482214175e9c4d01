// `npm run leads:export [-- --status pending|forwarded|rejected] [--out file.csv]`: the stored demo
// requests as CSV (to standard output unless --out is given), for example for sales while no CRM
// webhook is set. With PGlite, stop the server first.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { type DemoRequestRow, listDemoRequests } from '../../app/demo-request/requests.server.ts'
import { openConnection } from '../../db/client.server.ts'
import { csvOf } from '../lib/csv.ts'

const { values } = parseArgs({ options: { status: { type: 'string' }, out: { type: 'string' } } })
const statuses = ['pending', 'forwarded', 'rejected'] as const
const status = statuses.find((s) => s === values.status)
if (values.status !== undefined && !status) {
  console.error(`--status must be one of ${statuses.join(', ')}`)
  process.exit(2)
}

const columns = [
  'publicId',
  'createdAt',
  'name',
  'email',
  'company',
  'role',
  'topic',
  'message',
  'locale',
  'estimate',
  'status',
  'forwardedAt',
  'attempts',
  'lastError',
] as const satisfies ReadonlyArray<keyof DemoRequestRow>

const connection = await openConnection({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PGLITE_DATA_DIR || undefined,
})
try {
  const rows = await listDemoRequests(connection.db, status)
  const csv = csvOf(columns, rows, (row, column) => row[column])
  if (values.out) {
    writeFileSync(values.out, csv)
    console.error(`${rows.length} demo requests written to ${values.out}`)
  } else {
    process.stdout.write(csv)
  }
} finally {
  await connection.close()
}
process.exit(0)
