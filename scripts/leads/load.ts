// `npm run bench:demo`: how long a visitor waits for the answer to a demo request while the CRM's
// webhook is slow (2 s per delivery). Starts a fake CRM in "slow" mode and the production build
// (`npm run build` first) on loopback ports, posts the demo form as a browser without JavaScript does
// from CONNECTIONS concurrent visitors (each with its own address and client), prints p50/p95/p99 of
// the answers, then waits until the outbox has delivered every request and checks each arrived once.
// Uses DATABASE_URL when set (a database you can write to), else a throw-away PGlite.
// Usage: node scripts/leads/load.ts [connections=10] [requests=300] [webhook-ms=2000] (0: it answers at once)
import { FAKE_CRM_SECRET, startFakeCrm } from '../dev/fake-crm.ts'
import { startProductionServer } from '../lib/production-server.ts'

const connections = Number(process.argv[2] ?? 10)
const amount = Number(process.argv[3] ?? 300)
const SLOW_MS = Number(process.argv[4] ?? 2_000)

const crm = await startFakeCrm(0, FAKE_CRM_SECRET, SLOW_MS > 0 ? 'slow' : 'accept')
crm.slowMs = SLOW_MS
const server = await startProductionServer(
  {
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { PGLITE_DATA_DIR: 'memory://' }),
    DEMO_REQUEST_WEBHOOK_URL: crm.url,
    DEMO_REQUEST_WEBHOOK_SECRET: FAKE_CRM_SECRET,
    CLIENT_IP_HEADER: 'X-Load-Client',
  },
  ['ignore', 'ignore', 'inherit'],
).catch(async (error: unknown) => {
  await crm.close()
  throw error
})

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

try {
  const times: number[] = []
  const statuses = new Map<number, number>()
  let next = 0
  const post = async (n: number) => {
    const body = new URLSearchParams({
      form: 'demo-request',
      key: crypto.randomUUID(),
      name: `Load ${n}`,
      email: `load-${n}@pharma-load.de`,
      company: 'Load AG',
      topic: 'demo',
    })
    const started = performance.now()
    const response = await fetch(`${server.base}/book-demo`, {
      method: 'POST',
      body,
      headers: { origin: server.base, accept: 'text/html', 'x-load-client': `10.1.${n >> 8}.${n & 255}` },
    })
    await response.arrayBuffer()
    times.push(performance.now() - started)
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
  }
  // A warm-up request, not counted: the first render compiles what later ones reuse.
  await post(-1)
  times.length = 0
  statuses.clear()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let n = next++; n < amount; n = next++) await post(n)
    }),
  )
  const sorted = [...times].sort((a, b) => a - b)
  const ok = statuses.get(200) ?? 0
  console.log(`demo requests: ${connections} concurrent visitors, ${amount} posts, webhook answering in ${SLOW_MS} ms`)
  console.log(
    `answer p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  )
  console.log(`statuses ${JSON.stringify(Object.fromEntries(statuses))}`)
  // Every stored request reaches the slow CRM through the outbox, once.
  const deadline = Date.now() + 10 * 60_000
  while (crm.accepted().size < ok + 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500))
  const counts = [...crm.accepted().values()]
  const duplicates = counts.filter((count) => count > 1).length
  console.log(`delivered ${crm.accepted().size - 1} of ${ok}, duplicates ${duplicates}`)
  if (ok !== amount || crm.accepted().size - 1 !== ok || duplicates > 0) process.exitCode = 1
} finally {
  await server.stop()
  await crm.close()
}
