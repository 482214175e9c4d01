// Demo requests against a real database (PGlite always; PostgreSQL too when TEST_DATABASE_URL is set,
// in a database of its own) and a fake CRM webhook over real HTTP: stored once per submission, each bad
// field named, and delivered through the outbox exactly once, whatever the CRM does meanwhile.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { demoRequestChannel, WEBHOOK_RETRY } from '../../app/demo-request/delivery.server.ts'
import { estimateOf } from '../../app/demo-request/estimate.ts'
import { EMPTY_FIELDS, type DemoFields } from '../../app/demo-request/input.ts'
import { demoStatus } from '../../app/demo-request/outcome.ts'
import { listDemoRequests, purgeExpiredDemoRequests } from '../../app/demo-request/requests.server.ts'
import { type DemoDeps, type DemoSubmission, submitDemoRequest } from '../../app/demo-request/submit.server.ts'
import { readWebhookConfig, type WebhookConfig } from '../../app/demo-request/webhook.server.ts'
import { deliverDue, startDeliveryWorker } from '../../app/outbox/delivery.server.ts'
import { retryDelaySeconds, type RetryPolicy } from '../../app/outbox/policy.ts'
import { resetRateLimits } from '../../app/rate-limit/rate-limit.server.ts'
import type { Connection } from '../../db/client.server.ts'
import { FAKE_CRM_SECRET, type FakeCrm, startFakeCrm } from '../../scripts/dev/fake-crm.ts'
import { closeOpened, testDatabases } from '../support/test-databases.ts'

const NO_WAIT: RetryPolicy = { baseSeconds: 0, maxSeconds: 0 }
const GENEROUS = { client: { limit: 10_000, windowSeconds: 600 }, address: { limit: 10_000, windowSeconds: 3600 } }

const person: DemoFields = {
  ...EMPTY_FIELDS,
  name: ' Anna Berg ',
  email: ' Anna.Berg@Pharma-Example.DE ',
  company: 'Pharma AG',
  role: 'Head of marketing',
  message: 'Procurement asks about hosting.',
  topic: 'question',
}
const submission = (extra: Partial<DemoSubmission> = {}): DemoSubmission => ({
  fields: person,
  rawTopic: person.topic,
  key: crypto.randomUUID(),
  honeypot: '',
  locale: 'de',
  estimate: null,
  ...extra,
})

describe.each(testDatabases('demo_request'))('demo requests on %s', (_driver, open, dispose) => {
  let connection: Connection
  let crm: FakeCrm
  let config: WebhookConfig
  beforeAll(async () => {
    connection = await open()
    crm = await startFakeCrm()
    config = { url: crm.url, secret: FAKE_CRM_SECRET, timeoutMs: 5_000 }
  }, 60_000)
  afterAll(async () => {
    await closeOpened(crm, connection)
    await dispose()
  })
  beforeEach(async () => {
    await connection.db.execute(sql`truncate demo_requests`)
    await resetRateLimits(connection.db)
    crm.mode = 'accept'
    crm.deliveries.length = 0
  })

  const deps = (extra: Partial<DemoDeps> = {}): DemoDeps => ({
    database: () => Promise.resolve(connection.db),
    limits: GENEROUS,
    ...extra,
  })
  const submit = (extra: Partial<DemoSubmission> = {}, depsExtra: Partial<DemoDeps> = {}, client = '203.0.113.9') =>
    submitDemoRequest(deps(depsExtra), submission(extra), client)
  const rows = () => listDemoRequests(connection.db)
  const channel = () => demoRequestChannel(config)
  const deliver = () => deliverDue(connection.db, channel(), { retry: NO_WAIT })

  it('stores a request trimmed, the address lower-cased, in the page language, with the estimate', async () => {
    const estimate = estimateOf({ team: 8, campaigns: 12, pieces: 20, budget: 15000 }, 'de')
    expect(await submit({ estimate })).toEqual({ ok: true })
    const [row] = await rows()
    expect(row).toMatchObject({
      name: 'Anna Berg',
      email: 'anna.berg@pharma-example.de',
      company: 'Pharma AG',
      topic: 'question',
      locale: 'de',
      status: 'pending',
    })
    expect(JSON.parse(row?.estimate ?? 'null')).toMatchObject({ inputs: { teamSize: 8 }, figures: {} })
  })

  it('stores one row for a double submit of the same key, and for a repeated post without a key', async () => {
    const key = crypto.randomUUID()
    const both = await Promise.all([submit({ key }), submit({ key })])
    expect(both).toEqual([{ ok: true }, { ok: true }])
    expect(await rows()).toHaveLength(1)
    // Without JavaScript there is no key: the same content on the same day is one submission.
    await submit({ key: '' })
    await submit({ key: '' })
    expect(await rows()).toHaveLength(2)
  })

  it('names each bad field and stores nothing (422)', async () => {
    const outcome = await submit({
      fields: { ...person, name: ' ', email: 'not-an-address', company: 'x'.repeat(201), message: 'y'.repeat(4001) },
      rawTopic: 'sales',
    })
    expect(outcome).toEqual({
      ok: false,
      reason: 'invalid',
      problems: { name: 'required', email: 'invalid', company: 'too_long', message: 'too_long', topic: 'invalid' },
    })
    expect(demoStatus(outcome)).toBe(422)
    const empty = await submit({ fields: { ...person, email: '', company: '' } })
    expect(empty).toMatchObject({ problems: { email: 'required', company: 'required' } })
    expect(await rows()).toEqual([])
  })

  it('answers a filled honeypot like a person but stores nothing', async () => {
    expect(await submit({ honeypot: 'https://spam.example' })).toEqual({ ok: true })
    expect(await rows()).toEqual([])
  })

  it('limits requests per client with 429 and Retry-After', async () => {
    const limits = { client: { limit: 2, windowSeconds: 600 }, address: { limit: 100, windowSeconds: 600 } }
    await submit({}, { limits })
    await submit({}, { limits })
    const third = await submit({}, { limits })
    expect(third).toMatchObject({ ok: false, reason: 'rate_limited' })
    expect(!third.ok && third.retryAfterSeconds).toBeGreaterThan(0)
    expect(demoStatus(third)).toBe(429)
    expect(await rows()).toHaveLength(2)
  })

  it('answers 503 when the database is away, and the answer never waits for the CRM', async () => {
    const down = await submit({}, { database: () => Promise.reject(new Error('connection refused')) })
    expect(demoStatus(down)).toBe(503)
    crm.mode = 'slow'
    let delivery: Promise<unknown> = Promise.resolve()
    expect(
      await submit(
        {},
        {
          stored: () => {
            delivery = deliver()
          },
        },
      ),
    ).toEqual({ ok: true })
    // The visitor has the answer; the slow CRM has not answered yet.
    expect(crm.deliveries).toHaveLength(0)
    await delivery
    expect(crm.deliveries).toHaveLength(1)
  })

  it('delivers a signed JSON body with a stable id, once', async () => {
    await submit()
    expect(await deliver()).toMatchObject({ claimed: 1, forwarded: 1 })
    expect(await deliver()).toMatchObject({ claimed: 0 })
    const [row] = await rows()
    expect(row).toMatchObject({ status: 'forwarded' })
    expect(crm.deliveries).toHaveLength(1)
    expect(crm.deliveries[0]).toMatchObject({
      id: row?.publicId,
      signed: true,
      body: { type: 'demo_request', email: 'anna.berg@pharma-example.de', topic: 'question', language: 'de' },
    })
  })

  it('keeps a request while the CRM is down, slow or failing, and delivers it once with the same id when it is back', async () => {
    await submit()
    for (const mode of ['down', 'error'] as const) {
      crm.mode = mode
      expect(await deliver()).toMatchObject({ claimed: 1, retrying: 1 })
    }
    crm.mode = 'slow'
    crm.slowMs = 600
    const short = { ...config, timeoutMs: 200 }
    expect(await deliverDue(connection.db, demoRequestChannel(short), { retry: NO_WAIT })).toMatchObject({
      retrying: 1,
    })
    const [waiting] = await rows()
    expect(waiting).toMatchObject({ status: 'pending', attempts: 3 })
    expect(waiting?.lastError).toMatch(/no answer within 200 ms/)
    crm.mode = 'accept'
    expect(await deliver()).toMatchObject({ forwarded: 1 })
    const ids = new Set(crm.deliveries.map((d) => d.id))
    expect(ids.size).toBe(1)
    expect(crm.accepted().get(waiting?.publicId ?? '')).toBe(1)
    // The slow answer arrived after the time-out (accepted by the CRM, unknown to us); its id lets the
    // CRM drop the second copy.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect([...crm.accepted().values()].every((count) => count <= 2)).toBe(true)
  })

  it('with two instances delivering at once, each request reaches the CRM once', async () => {
    for (let i = 0; i < 30; i++) await submit({ fields: { ...person, email: `p${i}@pharma.example` } })
    const [a, b] = await Promise.all([
      deliverDue(connection.db, channel(), { retry: NO_WAIT, batchSize: 7 }),
      deliverDue(connection.db, channel(), { retry: NO_WAIT, batchSize: 7 }),
    ])
    expect(a.forwarded + b.forwarded).toBe(30)
    expect(crm.deliveries).toHaveLength(30)
    expect([...crm.accepted().values()].every((count) => count === 1)).toBe(true)
  })

  it('after a restart between retries (a worker gone mid-delivery), the next worker delivers once', async () => {
    await submit()
    crm.mode = 'down'
    await deliver()
    // An instance claims the request and dies before it settles: its lease runs out.
    await connection.db.execute(
      sql`update demo_requests set claimed_until = now() + interval '1 hour', claim_token = 'gone', attempts = attempts + 1`,
    )
    crm.mode = 'accept'
    expect(await deliver()).toMatchObject({ claimed: 0 })
    await connection.db.execute(
      sql`update demo_requests set claimed_until = now() - interval '1 second', next_attempt_at = now()`,
    )
    // A new worker, as a restarted server starts it.
    const worker = startDeliveryWorker({
      db: () => Promise.resolve(connection.db),
      channels: [channel()],
      intervalMs: 20,
      log: () => undefined,
    })
    try {
      await expect.poll(async () => (await rows())[0]?.status, { timeout: 20_000 }).toBe('forwarded')
    } finally {
      await worker.stop()
    }
    expect(crm.accepted().size).toBe(1)
    expect([...crm.accepted().values()]).toEqual([1])
  })

  it('deletes requests older than the retention period', async () => {
    await submit()
    expect(await purgeExpiredDemoRequests(connection.db, 180)).toEqual({ deleted: 0, neverForwarded: 0 })
    const later = new Date(Date.now() + 181 * 24 * 60 * 60 * 1000)
    expect(await purgeExpiredDemoRequests(connection.db, 180, later)).toEqual({ deleted: 1, neverForwarded: 1 })
  })
})

describe('the webhook', () => {
  it('retries within a minute and a bit, so a request reaches a CRM that is back within two minutes', () => {
    for (const attempts of [1, 2, 5, 50]) {
      expect(retryDelaySeconds(attempts, WEBHOOK_RETRY, () => 1)).toBeLessThanOrEqual(72)
    }
  })

  it('is read from the environment: https with a secret, or off', () => {
    expect(readWebhookConfig({})).toBeUndefined()
    expect(
      readWebhookConfig({
        DEMO_REQUEST_WEBHOOK_URL: 'https://hooks.zapier.com/x',
        DEMO_REQUEST_WEBHOOK_SECRET: 'a'.repeat(32),
      }),
    ).toMatchObject({ url: 'https://hooks.zapier.com/x' })
    expect(() => readWebhookConfig({ DEMO_REQUEST_WEBHOOK_URL: 'https://hooks.zapier.com/x' })).toThrow(/SECRET/)
    expect(() =>
      readWebhookConfig({
        DEMO_REQUEST_WEBHOOK_URL: 'http://crm.example.org/x',
        DEMO_REQUEST_WEBHOOK_SECRET: 'a'.repeat(32),
      }),
    ).toThrow(/https/)
  })
})
