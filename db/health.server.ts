// Health checks for load balancers and orchestrators: /healthz says the process answers, /readyz
// that it can reach its database (a `select 1` with a short time-out), and what the start made of
// content/blog (db/content-load.ts: a bad article is skipped, not a reason to take the instance out). While the process stops, the
// server entry answers /readyz itself with `drainingResponse` (server/main.ts). Never cached, never
// localized.
import { sql } from 'drizzle-orm'
import { getDb } from './client.server.ts'
import { contentLoad } from './content-load.ts'

export const HEALTH_PATH = '/healthz'
export const READY_PATH = '/readyz'
/** A database that does not answer within this is as good as down for a visitor. */
const READY_TIMEOUT_MS = 2_000

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })

/** /readyz while the process stops: a load balancer stops sending. */
export const drainingResponse = (): Response => json(503, { status: 'draining' })

export async function healthResponse(pathname: string): Promise<Response | undefined> {
  if (pathname === HEALTH_PATH) return json(200, { status: 'ok' })
  if (pathname !== READY_PATH) return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      getDb().then((db) => db.execute(sql`select 1`)),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS)
      }),
    ])
    return json(200, { status: 'ready', database: 'ok', ...contentLoad() })
  } catch {
    return json(503, { status: 'unavailable', database: 'unreachable' })
  } finally {
    clearTimeout(timer)
  }
}
