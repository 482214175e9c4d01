// Speed measured on real visits: the report's schema and bounds, device classes and ratings, and, on a
// real database (PGlite always; PostgreSQL too with TEST_DATABASE_URL), the p75 report against
// hand-computed figures, the retention, and the endpoint with its rate limits.
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startDeliveryWorker } from '../../app/outbox/delivery.server.ts'
import { resetRateLimits } from '../../app/rate-limit/rate-limit.server.ts'
import { deviceClass } from '../../app/vitals/device.ts'
import { type VitalsDeps, vitalsResponse } from '../../app/vitals/endpoint.server.ts'
import { type VitalsReport, VitalsReportSchema } from '../../app/vitals/payload.ts'
import { MAX_REPORT_BYTES, METRIC_MAX, VITALS_RATE_LIMITS, VITALS_RETENTION_DAYS } from '../../app/vitals/policy.ts'
import { limitReport } from '../../app/vitals/rate-limit.server.ts'
import { rate, THRESHOLDS } from '../../app/vitals/rating.ts'
import { listVitals, purgeExpiredVitals, summarizeVitals } from '../../app/vitals/vitals.server.ts'
import { type Connection, resultRows } from '../../db/client.server.ts'
import { webVitals } from '../../db/schema.ts'
import { closeOpened, testDatabases } from '../support/test-databases.ts'
import { anyInstanceOf } from '../support/matchers.ts'

const pageLoad: VitalsReport = {
  route: '/blog/$slug',
  locale: 'de',
  device: 'mobile',
  navigation: 'navigate',
  connection: '4g',
  metrics: { LCP: 2310.4, INP: 48, CLS: 0.01234, FCP: 910.6, TTFB: 120.2 },
}
const softNavigation: VitalsReport = {
  route: '/product',
  locale: 'en',
  device: 'desktop',
  navigation: 'soft-navigation',
  metrics: { INP: 64, CLS: 0 },
}

const valid = (input: unknown) => v.safeParse(VitalsReportSchema, input).success

describe('the report schema', () => {
  it('accepts a page load and a soft navigation', () => {
    expect(valid(pageLoad)).toBe(true)
    expect(valid(softNavigation)).toBe(true)
    expect(valid({ ...pageLoad, connection: undefined })).toBe(true)
  })

  it.each([
    ['a path instead of the route template', { route: '/blog/ai-in-pharma-marketing' }],
    ['a query string', { route: '/blog?page=2' }],
    ['a full URL', { route: 'https://example.com/' }],
    ['an unknown language', { locale: 'fr' }],
    ['an unknown device class', { device: 'phone' }],
    ['an unknown navigation type', { navigation: 'push' }],
    ['a connection type that is not a short string', { connection: 'x'.repeat(17) }],
    ['an identifier', { id: 'v5-1700000000000-123' }],
    ['a URL field', { url: 'https://example.com/blog/x?utm_source=mail' }],
    ['a user agent', { userAgent: 'Mozilla/5.0' }],
  ])('refuses %s', (_, change) => {
    expect(valid({ ...pageLoad, ...change })).toBe(false)
  })

  it.each([
    ['a negative value', { LCP: -1 }],
    ['a value above the plausible maximum', { LCP: METRIC_MAX.LCP + 1 }],
    ['a CLS above its maximum', { CLS: METRIC_MAX.CLS + 0.1 }],
    ['a number written as text', { INP: '48' }],
    ['null', { TTFB: null }],
    ['an unknown metric', { FID: 12 }],
  ])('refuses a metric with %s', (_, metrics) => {
    expect(valid({ ...pageLoad, metrics: { ...pageLoad.metrics, ...metrics } })).toBe(false)
  })

  it('accepts the bounds themselves', () => {
    expect(
      valid({
        ...pageLoad,
        metrics: { LCP: 0, INP: METRIC_MAX.INP, CLS: METRIC_MAX.CLS, FCP: 0, TTFB: METRIC_MAX.TTFB },
      }),
    ).toBe(true)
  })

  it('refuses a report without a metric', () => {
    expect(valid({ ...pageLoad, metrics: {} })).toBe(false)
    expect(valid({ ...pageLoad, metrics: undefined })).toBe(false)
  })

  it('refuses TTFB, FCP and LCP for a soft navigation (not comparable with a page load)', () => {
    for (const metric of ['TTFB', 'FCP', 'LCP'])
      expect(valid({ ...softNavigation, metrics: { ...softNavigation.metrics, [metric]: 100 } })).toBe(false)
  })

  it('stores a connection type it does not know as unknown instead of refusing the report', () => {
    const parsed = v.safeParse(VitalsReportSchema, { ...pageLoad, connection: '5g' })
    expect(parsed.success && parsed.output.connection).toBeUndefined()
  })

  it('fits in the body limit with room to spare', () => {
    expect(JSON.stringify(pageLoad).length * 3).toBeLessThan(MAX_REPORT_BYTES)
  })
})

describe('device classes from the viewport width (the layout breakpoints)', () => {
  it.each([
    [320, 'mobile'],
    [639, 'mobile'],
    [640, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [2560, 'desktop'],
  ])('%i px is %s', (width, expected) => {
    expect(deviceClass(width)).toBe(expected)
  })
})

describe('ratings', () => {
  it('use the Core Web Vitals thresholds', () => {
    expect(THRESHOLDS).toEqual({
      LCP: [2500, 4000],
      INP: [200, 500],
      CLS: [0.1, 0.25],
      FCP: [1800, 3000],
      TTFB: [800, 1800],
    })
  })

  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs improvement'],
    ['LCP', 4000, 'needs improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.1001, 'needs improvement'],
    ['CLS', 0.25, 'needs improvement'],
    ['CLS', 0.2501, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3000, 'needs improvement'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 799, 'good'],
    ['TTFB', 1800, 'needs improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s %f is %s', (metric, value, expected) => {
    expect(rate(metric, value)).toBe(expected)
  })
})

const TODAY = '2026-11-25'
/** The day `days` before TODAY. */
const daysBefore = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

describe.each(testDatabases('vitals'))('speed measurements on %s', (_driver, open, dispose) => {
  let connection: Connection
  beforeAll(async () => {
    connection = await open()
  }, 60_000)
  afterAll(async () => {
    await closeOpened(connection)
    await dispose()
  })
  beforeEach(async () => {
    await connection.db.execute(sql`truncate web_vitals`)
    await resetRateLimits(connection.db)
  })

  const row = (
    day: string,
    page: { route: string; locale: 'en' | 'de'; device: 'mobile' | 'tablet' | 'desktop' },
    metrics: Partial<Record<'lcpMs' | 'inpMs' | 'cls' | 'fcpMs' | 'ttfbMs', number>>,
  ) => ({
    day,
    ...page,
    navigation: 'navigate' as const,
    ...metrics,
  })
  const count = async () =>
    resultRows<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from web_vitals`))[0]?.n

  describe('the report', () => {
    const home = { route: '/', locale: 'en', device: 'desktop' } as const
    const article = { route: '/blog/$slug', locale: 'de', device: 'mobile' } as const

    beforeEach(async () => {
      await connection.db.insert(webVitals).values([
        // Home, four page views: LCP 1000 2000 3000 4000 → p75 3000 (the 3rd of 4), needs improvement;
        // INP reported twice, 100 and 300 → p75 300, needs improvement; CLS 0 0.02 0.05 0.3 → 0.05, good.
        row(TODAY, home, { lcpMs: 4000, inpMs: 100, cls: 0.3, fcpMs: 900, ttfbMs: 100 }),
        row(daysBefore(1), home, { lcpMs: 1000, cls: 0, fcpMs: 700, ttfbMs: 300 }),
        row(daysBefore(10), home, { lcpMs: 3000, inpMs: 300, cls: 0.02, fcpMs: 800, ttfbMs: 200 }),
        row(daysBefore(27), home, { lcpMs: 2000, cls: 0.05, fcpMs: 2000, ttfbMs: 900 }),
        // Outside the 28 days (today and the 27 before it).
        row(daysBefore(28), home, { lcpMs: 60_000, inpMs: 9_000, cls: 5, fcpMs: 60_000, ttfbMs: 60_000 }),
        // An article, five page views: LCP 1000 2000 3000 4500 5000 → p75 4500 (the 4th of 5), poor.
        ...[5000, 1000, 4500, 2000, 3000].map((lcpMs) => row(daysBefore(3), article, { lcpMs })),
        // A soft navigation: INP and CLS only, counted as a page view of its route.
        { ...row(TODAY, article, { inpMs: 700, cls: 0.26 }), navigation: 'soft-navigation' as const },
      ])
    })

    it('gives count and p75 of each metric per route, language and device class, rated', async () => {
      const report = await summarizeVitals(connection.db, 28, TODAY)
      expect(report).toMatchObject({ days: 28, from: daysBefore(27), to: TODAY })
      expect(report.groups).toEqual([
        {
          ...article,
          views: 6,
          softNavigations: 1,
          metrics: {
            LCP: { count: 5, p75: 4500, rating: 'poor' },
            INP: { count: 1, p75: 700, rating: 'poor' },
            CLS: { count: 1, p75: 0.26, rating: 'poor' },
            FCP: { count: 0, p75: null, rating: null },
            TTFB: { count: 0, p75: null, rating: null },
          },
        },
        {
          ...home,
          views: 4,
          softNavigations: 0,
          metrics: {
            LCP: { count: 4, p75: 3000, rating: 'needs improvement' },
            INP: { count: 2, p75: 300, rating: 'needs improvement' },
            CLS: { count: 4, p75: 0.05, rating: 'good' },
            FCP: { count: 4, p75: 900, rating: 'good' },
            TTFB: { count: 4, p75: 300, rating: 'good' },
          },
        },
      ])
    })

    it('covers as many days as asked', async () => {
      const day = await summarizeVitals(connection.db, 1, TODAY)
      expect(day.groups.map((group) => [group.route, group.views])).toEqual([
        ['/', 1],
        ['/blog/$slug', 1],
      ])
      const longer = await summarizeVitals(connection.db, 29, TODAY)
      expect(longer.groups.find((group) => group.route === '/')?.views).toBe(5)
    })
  })

  it(`retention deletes the rows of days more than ${VITALS_RETENTION_DAYS} days ago, and only those`, async () => {
    const page = { route: '/', locale: 'en', device: 'mobile' } as const
    await connection.db
      .insert(webVitals)
      .values([400, 91, 90, 89, 0].map((days) => row(daysBefore(days), page, { lcpMs: days })))
    expect(await purgeExpiredVitals(connection.db, TODAY)).toBe(2)
    const left = await connection.db.select({ day: webVitals.day }).from(webVitals).orderBy(webVitals.day)
    expect(left.map((r) => r.day)).toEqual([daysBefore(90), daysBefore(89), TODAY])
    expect(await purgeExpiredVitals(connection.db, TODAY)).toBe(0)
  })

  it("the outbox's worker applies the retention on its rounds", async () => {
    await connection.db
      .insert(webVitals)
      .values([row('2020-01-01', { route: '/', locale: 'en', device: 'mobile' }, { lcpMs: 1 })])
    const worker = startDeliveryWorker({
      db: () => Promise.resolve(connection.db),
      channels: [],
      intervalMs: 20,
      housekeeping: [(db) => purgeExpiredVitals(db)],
      log: () => undefined,
    })
    try {
      await vi.waitFor(async () => expect(await count()).toBe(0), { timeout: 30_000, interval: 50 })
    } finally {
      await worker.stop()
    }
  })

  describe('the endpoint', () => {
    const origin = 'https://www.example.test'
    const deps = (extra: Partial<VitalsDeps> = {}): VitalsDeps => ({
      database: () => Promise.resolve(connection.db),
      limiter: limitReport,
      rowsForTests: false,
      ...extra,
    })
    const post = (body: string, headers: Record<string, string> = {}) =>
      new Request(`${origin}/api/vitals`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', ...headers },
      })
    const send = (report: unknown, headers?: Record<string, string>) =>
      vitalsResponse(post(JSON.stringify(report), headers), deps())

    beforeEach(() => {
      vi.stubEnv('CLIENT_IP_HEADER', 'X-Test-Client')
      return () => vi.unstubAllEnvs()
    })

    it('stores a valid report as one row, rounded, with the day and nothing else', async () => {
      const response = await send(pageLoad, { 'x-test-client': '203.0.113.7', 'user-agent': 'Mozilla/5.0 (Test)' })
      expect(response.status).toBe(204)
      const [day] = resultRows<{ today: string }>(
        await connection.db.execute(sql`select ((now() at time zone 'UTC')::date)::text as today`),
      )
      const rows = await listVitals(connection.db, pageLoad)
      expect(rows).toEqual([
        {
          day: day?.today,
          route: '/blog/$slug',
          locale: 'de',
          device: 'mobile',
          navigation: 'navigate',
          connection: '4g',
          lcpMs: 2310,
          inpMs: 48,
          cls: 0.0123,
          fcpMs: 911,
          ttfbMs: 120,
        },
      ])
    })

    it('accepts the browser’s Origin header where Sec-Fetch-Site is missing', async () => {
      expect(
        (await vitalsResponse(post(JSON.stringify(softNavigation), { 'sec-fetch-site': '', origin }), deps())).status,
      ).toBe(204)
    })

    it.each([
      ['not JSON', 400, 'LCP=1200'],
      ['JSON that is no report', 400, '[1,2,3]'],
      ['an invalid report', 400, JSON.stringify({ ...pageLoad, route: '/blog/a-real-slug' })],
      ['a body over the limit', 413, JSON.stringify({ ...pageLoad, padding: 'x'.repeat(MAX_REPORT_BYTES) })],
    ])('answers %s with %i and stores nothing', async (_, status, body) => {
      const response = await vitalsResponse(post(body), deps())
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ error: anyInstanceOf(String) })
      expect(await count()).toBe(0)
    })

    it.each([
      ['a page', 'text/html'],
      ['a form', 'application/x-www-form-urlencoded'],
      ['a file upload', 'multipart/form-data; boundary=x'],
    ])('refuses a report sent as %s (%s) with 415 and stores nothing', async (_, type) => {
      const response = await send(pageLoad, { 'content-type': type })
      expect(response.status).toBe(415)
      expect(await response.json()).toEqual({ error: anyInstanceOf(String) })
      expect(await count()).toBe(0)
    })

    it('takes a report as the browser sends it (text/plain from sendBeacon and fetch) or as JSON', async () => {
      for (const type of ['text/plain;charset=UTF-8', 'application/json', 'Application/JSON; charset=utf-8'])
        expect((await send(pageLoad, { 'content-type': type })).status, type).toBe(204)
    })

    it.each([
      ['another site', { 'sec-fetch-site': 'cross-site' }],
      ['a subdomain', { 'sec-fetch-site': 'same-site' }],
      ['another origin (older browsers)', { 'sec-fetch-site': '', origin: 'https://evil.example' }],
      ['a client that names no origin at all', { 'sec-fetch-site': '' }],
    ])('refuses a report from %s with 403', async (_, headers) => {
      expect((await send(pageLoad, headers)).status).toBe(403)
      expect(await count()).toBe(0)
    })

    it('answers other methods with 405 and says which one it takes', async () => {
      const response = await vitalsResponse(new Request(`${origin}/api/vitals`), deps())
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    })

    it('answers 503, not 500, when the database is down', async () => {
      const response = await vitalsResponse(
        post(JSON.stringify(pageLoad)),
        deps({ database: () => Promise.reject(new Error('connection refused')) }),
      )
      expect(response.status).toBe(503)
    })

    it(`bounds a flood: ${VITALS_RATE_LIMITS.client.limit} rows per client per ${VITALS_RATE_LIMITS.client.windowSeconds / 60} minutes, then 429`, async () => {
      const flood = VITALS_RATE_LIMITS.client.limit + 10
      const statuses: number[] = []
      for (let i = 0; i < flood; i++) statuses.push((await send(pageLoad, { 'x-test-client': '198.51.100.1' })).status)
      expect(statuses.filter((status) => status === 204)).toHaveLength(VITALS_RATE_LIMITS.client.limit)
      expect(statuses.slice(VITALS_RATE_LIMITS.client.limit).every((status) => status === 429)).toBe(true)
      expect(await count()).toBe(VITALS_RATE_LIMITS.client.limit)
      const refused = await send(pageLoad, { 'x-test-client': '198.51.100.1' })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      // Another client is not affected.
      expect((await send(pageLoad, { 'x-test-client': '198.51.100.2' })).status).toBe(204)
    })

    it('bounds all clients together, and a client over its own limit uses none of the shared budget', async () => {
      const limits = { client: { limit: 2, windowSeconds: 600 }, all: { limit: 3, windowSeconds: 3600 } }
      const hit = (client: string) => limitReport(connection.db, client, limits).then((result) => result.allowed)
      expect([await hit('a'), await hit('a'), await hit('a'), await hit('a')]).toEqual([true, true, false, false])
      expect([await hit('b'), await hit('c'), await hit('d')]).toEqual([true, false, false])
    })

    it('answers the browser tests’ read of the rows only when that is switched on', async () => {
      await send(pageLoad)
      const read = (rowsForTests: boolean) =>
        vitalsResponse(
          new Request(`${origin}/api/vitals?route=%2Fblog%2F%24slug&locale=de&device=mobile`),
          deps({ rowsForTests }),
        )
      expect((await read(false)).status).toBe(405)
      expect(await (await read(true)).json()).toHaveLength(1)
    })
  })
})
