// POST /api/vitals: one page view's report from the browser (sendBeacon). Hostile input is expected:
// only a same-origin browser request with a small, valid body of a report's type is stored, within
// the rate limits.
// Every refusal is a 4xx with a short JSON reason; a database failure is 503; nothing answers 500.
import * as v from 'valibot'
import { type Database, getDb } from '../../db/client.server.ts'
import { clientAddress } from '../http/client-address.ts'
import { errorMessage, log } from '../log/log.ts'
import { isCrossSiteRequest } from '../http/same-origin.ts'
import { PageSchema, VitalsReportSchema } from './payload.ts'
import { MAX_REPORT_BYTES } from './policy.ts'
import { limitReport, type ReportLimiter } from './rate-limit.server.ts'
import { listVitals, storeReport } from './vitals.server.ts'

export interface VitalsDeps {
  database: () => Promise<Database>
  limiter: ReportLimiter
  /** Answers GET with the day's rows of one page (the browser tests' only read path; never set in production). */
  rowsForTests: boolean
}

const rowsForTests = () => process.env.VITALS_ROWS_FOR_TESTS === '1'
const serverDeps = (): VitalsDeps => ({ database: getDb, limiter: limitReport, rowsForTests: rowsForTests() })

/** What the server takes at this address: reports, and the tests' read path when it is on. */
export const vitalsMethods = (): readonly string[] => (rowsForTests() ? ['GET', 'POST'] : ['POST'])

function answer(status: number, error?: string, headers: Record<string, string> = {}): Response {
  return new Response(error === undefined ? null : JSON.stringify({ error }), {
    status,
    headers: {
      ...(error === undefined ? {} : { 'content-type': 'application/json' }),
      'cache-control': 'no-store',
      ...headers,
    },
  })
}

/** A browser says where a request comes from (Sec-Fetch-Site or Origin); a report must say "here". */
function fromThisSite(request: Request): boolean {
  return Boolean(request.headers.get('sec-fetch-site') || request.headers.get('origin')) && !isCrossSiteRequest(request)
}

/** What a report is sent as: text/plain by the browser (sendBeacon, fetch with a string body), or JSON. */
const REPORT_TYPES = ['text/plain', 'application/json']

const isReportType = (request: Request) =>
  REPORT_TYPES.includes((request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '')

export async function vitalsResponse(request: Request, deps: VitalsDeps = serverDeps()): Promise<Response> {
  if (request.method === 'GET' && deps.rowsForTests) return readRows(request, deps)
  if (request.method !== 'POST') return answer(405, 'Reports are sent with POST.', { allow: 'POST' })
  if (!fromThisSite(request)) return answer(403, 'Reports are accepted from this site only.')
  if (!isReportType(request)) return answer(415, 'A report is sent as text/plain or application/json.')
  if (Number(request.headers.get('content-length') ?? 0) > MAX_REPORT_BYTES) return answer(413, 'Report too large.')
  let body: unknown
  try {
    const text = await request.text()
    if (new TextEncoder().encode(text).byteLength > MAX_REPORT_BYTES) return answer(413, 'Report too large.')
    body = JSON.parse(text)
  } catch {
    return answer(400, 'A report is JSON.')
  }
  const report = v.safeParse(VitalsReportSchema, body)
  if (!report.success) return answer(400, 'Not a valid report.')

  try {
    const db = await deps.database()
    const limit = await deps.limiter(db, clientAddress(request))
    if (!limit.allowed) return answer(429, 'Too many reports.', { 'retry-after': String(limit.retryAfterSeconds) })
    await storeReport(db, report.output)
  } catch (error) {
    log('error', 'vitals: report not stored', { error: errorMessage(error) })
    return answer(503, 'Reports cannot be stored right now.')
  }
  return answer(204)
}

async function readRows(request: Request, deps: VitalsDeps): Promise<Response> {
  const page = v.safeParse(PageSchema, Object.fromEntries(new URL(request.url).searchParams))
  if (!page.success) return answer(400, 'Name a route, locale and device.')
  try {
    const rows = await listVitals(await deps.database(), page.output)
    return new Response(JSON.stringify(rows), {
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    })
  } catch {
    return answer(503, 'The rows cannot be read right now.')
  }
}
