// The database gate's own process (scripts/stack/database-gate.ts): a TCP proxy to the PostgreSQL
// named in argv[2], told "cut" and "restore" on stdin; it prints its port, then "ok" after each command.
import { createInterface } from 'node:readline'
import { startProxy } from '../lib/tcp-proxy.ts'

const proxy = await startProxy(new URL(process.argv[2] ?? ''))
console.log(JSON.stringify({ port: proxy.port }))
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'cut') proxy.cut()
  else if (line === 'restore') proxy.restore()
  console.log('ok')
}
await proxy.close()
