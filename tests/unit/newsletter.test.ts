// The newsletter signup against a real database (PGlite always; PostgreSQL too when
// TEST_DATABASE_URL is set, in a database of its own) and a fake MailerLite over real HTTP.
import { sql } from 'drizzle-orm'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ProviderConfig } from '../../app/newsletter/config.server.ts'
import { newsletterChannel } from '../../app/newsletter/delivery.server.ts'
import { deliverDue } from '../../app/outbox/delivery.server.ts'
import type { RetryPolicy } from '../../app/outbox/policy.ts'
import { mailerLite } from '../../app/newsletter/mailerlite.server.ts'
import { httpStatus, type SignupOutcome } from '../../app/newsletter/outcome.ts'
import { OUTBOX_RETENTION_DAYS, RATE_LIMITS, type RateLimits } from '../../app/newsletter/policy.ts'
import { hitRateLimits, purgeExpiredRateLimits, resetRateLimits } from '../../app/rate-limit/rate-limit.server.ts'
import { listSignups, purgeExpiredSignups } from '../../app/newsletter/signups.server.ts'
import { type SubscribeDeps, subscribe } from '../../app/newsletter/subscribe.server.ts'
import { type Connection, resultRows, runsOneAtATime } from '../../db/client.server.ts'
import {
  FAKE_API_KEY,
  FAKE_REJECTION,
  type FakeMailerLite,
  startFakeMailerLite,
} from '../../scripts/dev/fake-mailerlite.ts'
import { closeOpened, testDatabases } from '../support/test-databases.ts'
import { stringContaining, stringMatching } from '../support/matchers.ts'

const drivers = testDatabases('newsletter')

const NO_WAIT: RetryPolicy = { baseSeconds: 0, maxSeconds: 0 }
const GENEROUS: RateLimits = {
  client: { limit: 10_000, windowSeconds: 600 },
  address: { limit: 100, windowSeconds: 3600 },
}

describe.each(drivers)('newsletter on %s', (_driver, open, dispose) => {
  let connection: Connection
  let fake: FakeMailerLite
  let config: ProviderConfig
  beforeAll(async () => {
    connection = await open()
    fake = await startFakeMailerLite()
    // A generous time-out: on a loaded machine a short one could expire after the fake already accepted,
    // and the retry would count as a second delivery (harmless for MailerLite's upsert, but not what
    // these tests measure). The time-out test sets its own short one.
    config = { apiUrl: fake.url, apiKey: FAKE_API_KEY, groupId: '4242', languageField: 'language', timeoutMs: 5_000 }
  }, 60_000)
  afterAll(async () => {
    await closeOpened(fake, connection)
    await dispose()
  })
  beforeEach(async () => {
    await connection.db.execute('truncate newsletter_signups')
    await resetRateLimits(connection.db)
    fake.mode = 'accept'
    fake.calls.length = 0
    fake.accepted.clear()
  })

  const deps = (extra: Partial<SubscribeDeps> = {}): SubscribeDeps => ({
    database: () => Promise.resolve(connection.db),
    provider: mailerLite(config),
    limits: GENEROUS,
    retry: NO_WAIT,
    ...extra,
  })
  const rows = () => listSignups(connection.db)
  const sign = (
    email: string,
    extra: Partial<SubscribeDeps> = {},
    locale: 'en' | 'de' = 'en',
    client = '203.0.113.7',
  ) => subscribe(deps(extra), { email, locale }, client)

  it('forwards an accepted signup at once, with key, group and language, and stores what consent needs', async () => {
    expect(await sign('  Anna.Berg@Example.COM ', {}, 'de')).toEqual({ ok: true })
    expect(fake.calls).toHaveLength(1)
    expect(fake.calls[0]).toMatchObject({
      email: 'anna.berg@example.com',
      authorization: `Bearer ${FAKE_API_KEY}`,
      body: { email: 'anna.berg@example.com', groups: ['4242'], fields: { language: 'de' } },
    })
    const [row] = await rows()
    expect(row).toMatchObject({
      email: 'anna.berg@example.com',
      locale: 'de',
      status: 'forwarded',
      attempts: 1,
      lastError: null,
    })
    expect(row?.consentVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(row?.forwardedAt).toMatch(/Z$/)
  })

  it('answers a refusal with our own translated message, logs the provider’s, and does not retry it', async () => {
    fake.mode = 'reject'
    const logged: string[] = []
    const outcome = await sign('bounce@example.com', { log: (message) => logged.push(message) })
    expect(outcome).toEqual({ ok: false, reason: 'rejected', message: en.common_newsletter_error_rejected })
    expect(logged.join('\n')).toContain(FAKE_REJECTION)
    expect(httpStatus(outcome)).toBe(422)
    expect((await rows())[0]).toMatchObject({ status: 'rejected' })
    fake.mode = 'accept'
    expect(await deliverDue(connection.db, newsletterChannel(mailerLite(config)), { retry: NO_WAIT })).toMatchObject({
      claimed: 0,
    })
  })

  it('answers a refusal in the page’s language, with or without a provider message', async () => {
    fake.mode = 'reject-silent'
    expect(await sign('quiet@example.com')).toMatchObject({
      ok: false,
      reason: 'rejected',
      message: en.common_newsletter_error_rejected,
    })
    fake.mode = 'reject'
    expect(await sign('abgelehnt@example.com', {}, 'de')).toMatchObject({
      message: de.common_newsletter_error_rejected,
    })
  })

  it('reports an empty answer as "No response data received" and keeps the signup for a retry', async () => {
    fake.mode = 'empty'
    const outcome = await sign('void@example.com')
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'empty',
      message: stringMatching(/^No response data received/),
    })
    expect(httpStatus(outcome)).toBe(502)
    expect((await rows())[0]).toMatchObject({ status: 'pending', lastError: 'empty answer' })
  })

  it('thanks the visitor when the provider is too slow, within the time-out, and retries later', async () => {
    fake.mode = 'slow'
    const impatient = mailerLite({ ...config, timeoutMs: 400 })
    const started = performance.now()
    expect(await sign('patient@example.com', { provider: impatient })).toEqual({ ok: true })
    expect(performance.now() - started).toBeLessThan(400 + 1_500)
    expect((await rows())[0]).toMatchObject({
      status: 'pending',
      lastError: stringContaining('no answer within 400 ms'),
    })
    fake.mode = 'accept'
    expect(await deliverDue(connection.db, newsletterChannel(mailerLite(config)), { retry: NO_WAIT })).toMatchObject({
      forwarded: 1,
    })
    expect(fake.accepted.get('patient@example.com')).toBe(1)
  })

  it('after a 500 the worker retries until the provider is back, then forwards exactly once', async () => {
    fake.mode = 'down'
    expect(await sign('retry@example.com')).toEqual({ ok: true })
    expect(await deliverDue(connection.db, newsletterChannel(mailerLite(config)), { retry: NO_WAIT })).toEqual({
      claimed: 1,
      forwarded: 0,
      rejected: 0,
      retrying: 1,
    })
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 2, lastError: 'HTTP 500' })
    fake.mode = 'accept'
    expect(await deliverDue(connection.db, newsletterChannel(mailerLite(config)), { retry: NO_WAIT })).toEqual({
      claimed: 1,
      forwarded: 1,
      rejected: 0,
      retrying: 0,
    })
    expect(await deliverDue(connection.db, newsletterChannel(mailerLite(config)), { retry: NO_WAIT })).toMatchObject({
      claimed: 0,
    })
    expect(fake.accepted.get('retry@example.com')).toBe(1)
    expect((await rows())[0]).toMatchObject({ status: 'forwarded', attempts: 3, lastError: null })
  })

  it('waits longer after each failure (exponential backoff)', async () => {
    fake.mode = 'down'
    await sign('backoff@example.com', { retry: { baseSeconds: 60, maxSeconds: 3600 } })
    const next = async () =>
      resultRows<{ s: number }>(
        await connection.db.execute(
          'select extract(epoch from next_attempt_at - now())::float8 as s from newsletter_signups',
        ),
      )[0]?.s ?? 0
    const first = await next()
    expect(first).toBeGreaterThan(60 * 0.8 - 2)
    expect(first).toBeLessThan(60 * 1.2 + 2)
    // Not due yet: the worker leaves it alone.
    expect(await deliverDue(connection.db, newsletterChannel(mailerLite(config)))).toMatchObject({ claimed: 0 })
    await connection.db.execute("update newsletter_signups set next_attempt_at = now() - interval '1 second'")
    await deliverDue(connection.db, newsletterChannel(mailerLite(config)), {
      retry: { baseSeconds: 60, maxSeconds: 3600 },
    })
    const second = await next()
    expect(second).toBeGreaterThan(120 * 0.8 - 2)
    expect(second).toBeLessThan(120 * 1.2 + 2)
  })

  it('keeps 100 concurrent signups during an outage and forwards each exactly once afterwards', async () => {
    fake.mode = 'down'
    const emails = Array.from({ length: 100 }, (_, i) => `outage-${i}@example.com`)
    const outcomes = await Promise.all(
      emails.map((email, i) => sign(email, {}, i % 2 ? 'de' : 'en', `198.51.100.${i}`)),
    )
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true)
    const stored = await rows()
    expect(stored).toHaveLength(100)
    expect(new Set(stored.map((row) => row.email))).toEqual(new Set(emails))
    expect(stored.every((row) => row.status === 'pending')).toBe(true)
    fake.mode = 'accept'
    const report = await deliverDue(connection.db, newsletterChannel(mailerLite(config)), { retry: NO_WAIT })
    expect(report).toMatchObject({ forwarded: 100, rejected: 0, retrying: 0 })
    expect(fake.accepted.size).toBe(100)
    expect([...fake.accepted.values()].every((count) => count === 1)).toBe(true)
    expect((await rows()).every((row) => row.status === 'forwarded')).toBe(true)
    console.info(
      `[outage] sent 100, stored ${stored.length}, forwarded ${report.forwarded}, duplicates ${[...fake.accepted.values()].filter((n) => n > 1).length}`,
    )
  }, 30_000)

  it('lets two workers race without forwarding anything twice', async () => {
    fake.mode = 'down'
    await Promise.all(Array.from({ length: 60 }, (_, i) => sign(`race-${i}@example.com`, {}, 'en', `192.0.2.${i}`)))
    fake.mode = 'accept'
    const [a, b] = await Promise.all([
      deliverDue(connection.db, newsletterChannel(mailerLite(config)), { retry: NO_WAIT, batchSize: 7 }),
      deliverDue(connection.db, newsletterChannel(mailerLite(config)), { retry: NO_WAIT, batchSize: 7 }),
    ])
    expect(a.forwarded + b.forwarded).toBe(60)
    expect(fake.accepted.size).toBe(60)
    expect([...fake.accepted.values()].every((count) => count === 1)).toBe(true)
  }, 30_000)

  it('treats a second signup of the same address as harmless: one row, no error, no second forward', async () => {
    expect(await sign('twice@example.com')).toEqual({ ok: true })
    expect(await sign(' TWICE@example.com')).toEqual({ ok: true })
    expect(await rows()).toHaveLength(1)
    expect(fake.accepted.get('twice@example.com')).toBe(1)
    // While the provider is down the signup stays pending; a repeat tries again, still one row.
    fake.mode = 'down'
    await sign('pending-twice@example.com')
    fake.mode = 'accept'
    expect(await sign('pending-twice@example.com')).toEqual({ ok: true })
    expect((await rows()).filter((row) => row.email === 'pending-twice@example.com')).toEqual([
      expect.objectContaining({ status: 'forwarded' }),
    ])
  })

  it('limits signups per client and per address, across callers sharing the database', async () => {
    const strict: RateLimits = { client: { limit: 2, windowSeconds: 600 }, address: { limit: 2, windowSeconds: 3600 } }
    expect(await sign('one@example.com', { limits: strict }, 'en', '203.0.113.50')).toEqual({ ok: true })
    expect(await sign('two@example.com', { limits: strict }, 'en', '203.0.113.50')).toEqual({ ok: true })
    const third = await sign('three@example.com', { limits: strict }, 'de', '203.0.113.50')
    expect(third).toMatchObject({
      ok: false,
      reason: 'rate_limited',
      message: stringMatching(/^Zu viele Anmeldeversuche/),
    })
    expect(httpStatus(third)).toBe(429)
    expect(third.ok === false && third.retryAfterSeconds).toBeGreaterThan(0)
    expect((await rows()).map((row) => row.email)).not.toContain('three@example.com')
    // Another client is not affected; the same address from many clients is.
    expect(await sign('three@example.com', { limits: strict }, 'en', '203.0.113.51')).toEqual({ ok: true })
    await sign('three@example.com', { limits: strict }, 'en', '203.0.113.52')
    expect(await sign('three@example.com', { limits: strict }, 'en', '203.0.113.53')).toMatchObject({
      reason: 'rate_limited',
    })
  })

  it('keeps rate-limit data only as salted hashes that expire (on PGlite in memory, not in the table)', async () => {
    await sign('private@example.com', {}, 'en', '203.0.113.99')
    const keys = resultRows<{ key: string; expires_at: string }>(
      await connection.db.execute('select key, expires_at::text from rate_limit_hits'),
    )
    expect(keys).toHaveLength(runsOneAtATime(connection.db) ? 0 : 2)
    for (const { key } of keys) {
      expect(key).toMatch(/^[0-9a-f]{64}$/)
      expect(key).not.toContain('203.0.113.99')
    }
    // A hit older than its window is purged.
    await hitRateLimits(
      connection.db,
      [{ scope: 'test', subject: 'old', rule: { limit: 1, windowSeconds: 60 } }],
      Date.now() - 3_600_000,
    )
    expect(await purgeExpiredRateLimits(connection.db)).toBe(1)
    expect(await purgeExpiredRateLimits(connection.db)).toBe(0)
  })

  it('never lets more than the limit through in any window, across a clock-aligned boundary too', async () => {
    const rule = RATE_LIMITS.client // 5 per 10 minutes
    const boundary = Math.ceil(Date.now() / 600_000) * 600_000 // a 10-minute boundary of the clock
    const at = (subject: string, second: number) =>
      hitRateLimits(connection.db, [{ scope: 'test', subject, rule }], boundary + second * 1000)
    const hit = async (subject: string, second: number) => (await at(subject, second)).allowed
    const hits = async (subject: string, seconds: number[]) => {
      const allowed: boolean[] = []
      for (const second of seconds) allowed.push(await hit(subject, second))
      return allowed
    }
    // A burst: five just before the boundary and five just after (a fixed window let all ten through).
    expect(await hits('burst', [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5])).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ])
    // Ten spread over nine minutes across the boundary: five.
    expect((await hits('spread', [-270, -210, -150, -90, -30, 30, 90, 150, 210, 270])).filter(Boolean)).toHaveLength(5)
    // Refused hits do not count: the next one passes once the oldest hit let through is ten minutes old,
    // and Retry-After says when that is.
    const refused = await at('burst', 6)
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 589 })
    expect(await hit('burst', 594)).toBe(false)
    expect(await hit('burst', 595)).toBe(true)
    expect(await hit('burst', 595.5)).toBe(false)
  })

  it('counts concurrent hits one at a time: exactly the limit passes', async () => {
    const rule = { limit: 5, windowSeconds: 600 }
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimits(connection.db, [{ scope: 'test', subject: 'concurrent', rule }])),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(5)
  })

  it('deletes every sign-up 30 days after its latest submission, pending ones too, but not one being forwarded', async () => {
    // Four sign-ups: forwarded, refused and never forwarded ones, and one someone holds right now.
    fake.mode = 'accept'
    await sign('kept@example.com')
    await sign('old-forwarded@example.com')
    fake.mode = 'reject'
    await sign('old-rejected@example.com')
    await sign('old-pending@example.com', { provider: undefined })
    await sign('old-claimed@example.com', { provider: undefined })
    const now = new Date('2030-06-30T12:00:00Z')
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()
    const age = (email: string, days: number) =>
      connection.db.execute(sql`update newsletter_signups set consented_at = ${daysAgo(days)} where email = ${email}`)
    await age('kept@example.com', OUTBOX_RETENTION_DAYS - 1)
    for (const email of [
      'old-forwarded@example.com',
      'old-rejected@example.com',
      'old-pending@example.com',
      'old-claimed@example.com',
    ]) {
      await age(email, OUTBOX_RETENTION_DAYS + 1)
    }
    await connection.db.execute(
      sql`update newsletter_signups set claimed_until = ${new Date(now.getTime() + 60_000).toISOString()} where email = 'old-claimed@example.com'`,
    )

    expect(await purgeExpiredSignups(connection.db, now)).toEqual({ deleted: 3, neverForwarded: 1 })
    expect((await rows()).map((row) => row.email).sort()).toEqual(['kept@example.com', 'old-claimed@example.com'])
    // Idempotent: a second run (another instance, the next tick) finds nothing more.
    expect(await purgeExpiredSignups(connection.db, now)).toEqual({ deleted: 0, neverForwarded: 0 })
    // Once its lease has run out, the held one goes too.
    expect(await purgeExpiredSignups(connection.db, new Date(now.getTime() + 120_000))).toEqual({
      deleted: 1,
      neverForwarded: 1,
    })
  })

  it('answers a filled-in honeypot exactly as a signup, and stores and forwards nothing', async () => {
    const bot = (email: string, client = '203.0.113.8') =>
      subscribe(deps(), { email, locale: 'en', website: 'https://spam.example' }, client)
    const outcome = await bot('bot@example.com')
    expect(outcome).toEqual({ ok: true })
    expect(httpStatus(outcome)).toBe(200)
    expect(await rows()).toHaveLength(0)
    expect(fake.calls).toHaveLength(0)
    // A bad address and the rate limit answer a bot as they answer a person.
    expect(await bot('kaputt')).toMatchObject({ ok: false, reason: 'invalid' })
    const strict: RateLimits = { client: { limit: 1, windowSeconds: 600 }, address: GENEROUS.address }
    expect(
      await subscribe(deps({ limits: strict }), { email: 'a@example.com', locale: 'en', website: 'x' }, '203.0.113.10'),
    ).toEqual({ ok: true })
    expect(
      await subscribe(deps({ limits: strict }), { email: 'b@example.com', locale: 'en', website: 'x' }, '203.0.113.10'),
    ).toMatchObject({ reason: 'rate_limited' })
    expect(await rows()).toHaveLength(0)
  })

  it('takes 64 characters before the @ and 254 in all, as RFC 5321 allows', async () => {
    const longest = `${'a'.repeat(64)}@${['b'.repeat(60), 'c'.repeat(60), 'd'.repeat(59)].join('.')}.example`
    expect(longest).toHaveLength(254)
    expect(await sign(`${'a'.repeat(64)}@example.com`)).toEqual({ ok: true })
    expect(await sign(longest)).toEqual({ ok: true })
  })

  it.each([
    ['65 characters before the @', `${'a'.repeat(65)}@example.com`],
    ['255 characters', `${'a'.repeat(64)}@${['b'.repeat(60), 'c'.repeat(60), 'd'.repeat(60)].join('.')}.example`],
    ['1,000 characters', `${'a'.repeat(988)}@example.com`],
  ])('answers an address of %s with the translated length message and stores nothing', async (_case, email) => {
    const outcome = await sign(email)
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: 'This email address is too long: an address may have at most 64 characters before the @ and 254 in all.',
    })
    expect(httpStatus(outcome)).toBe(400)
    expect(await subscribe(deps(), { email, locale: 'de' }, undefined)).toMatchObject({
      message: 'Diese E-Mail-Adresse ist zu lang: Vor dem @ sind höchstens 64 Zeichen erlaubt, insgesamt 254.',
    })
    expect(await rows()).toHaveLength(0)
  })

  it.each([
    ['no object', 'anna@example.com'],
    ['no address', { locale: 'en' }],
    ['an empty address', { email: '   ', locale: 'en' }],
    ['no @', { email: 'anna.example.com', locale: 'en' }],
    ['no domain', { email: 'anna@', locale: 'en' }],
    ['a space inside', { email: 'an na@example.com', locale: 'en' }],
    ['markup', { email: '<script>alert(1)</script>@example.com', locale: 'en' }],
    ['a field of over 1,024 characters', { email: 'a'.repeat(100_000), locale: 'en' }],
    ['a number', { email: 42, locale: 'en' }],
    ['an unknown language', { email: 'anna@example.com', locale: 'fr' }],
  ])('answers %s with the translated validation message and stores nothing', async (_case, input) => {
    const outcome = (await subscribe(deps(), input, '203.0.113.9')) as Extract<SignupOutcome, { ok: false }>
    expect(outcome).toMatchObject({ ok: false, reason: 'invalid', message: 'Please enter a valid email address.' })
    expect(httpStatus(outcome)).toBe(400)
    expect(await rows()).toHaveLength(0)
  })

  it('answers in German on German pages', async () => {
    expect(await subscribe(deps(), { email: 'kaputt', locale: 'de' }, undefined)).toMatchObject({
      message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    })
  })

  it('without a provider stores the signup and keeps it pending, unattempted', async () => {
    expect(await sign('later@example.com', { provider: undefined })).toEqual({ ok: true })
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 0 })
    expect(fake.calls).toHaveLength(0)
  })

  it('fails honestly when the database is unreachable', async () => {
    const outcome = await sign('lost@example.com', {
      database: () => Promise.reject(new Error('connect ECONNREFUSED')),
      log: () => undefined,
    })
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'failed',
      message: stringMatching(/^Failed to subscribe/),
    })
    expect(httpStatus(outcome)).toBe(503)
  })
})

describe('the MailerLite client', () => {
  let fake: FakeMailerLite
  beforeAll(async () => {
    fake = await startFakeMailerLite()
  })
  afterAll(() => fake.close())
  afterEach(() => {
    fake.mode = 'accept'
  })

  it('treats a wrong API key as temporary (our fault, not the address’s)', async () => {
    const result = await mailerLite({ apiUrl: fake.url, apiKey: 'wrong', timeoutMs: 1000 }).subscribe({
      email: 'a@example.com',
      locale: 'en',
    })
    expect(result).toEqual({ kind: 'unavailable', error: 'HTTP 401' })
  })

  it('treats a refused connection as temporary', async () => {
    const result = await mailerLite({ apiUrl: 'http://127.0.0.1:9', apiKey: FAKE_API_KEY, timeoutMs: 1000 }).subscribe({
      email: 'a@example.com',
      locale: 'en',
    })
    expect(result).toMatchObject({ kind: 'unavailable', error: stringContaining('request failed') })
  })
})
