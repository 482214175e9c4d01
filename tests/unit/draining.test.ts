import { describe, expect, it } from 'vitest'
import { drainMs, isDraining, startDraining } from '../../app/http/draining.ts'
import { RETRY_AFTER_SECONDS, unavailableOnFailure } from '../../app/http/unavailable.ts'
import { healthResponse } from '../../db/health.server.ts'

describe('a stop that drains first', () => {
  it('reads the drain from SHUTDOWN_DRAIN_SECONDS: 3 s by default, 0 turns it off', () => {
    expect(drainMs({})).toBe(3000)
    expect(drainMs({ SHUTDOWN_DRAIN_SECONDS: '0' })).toBe(0)
    expect(drainMs({ SHUTDOWN_DRAIN_SECONDS: '5' })).toBe(5000)
    expect(drainMs({ SHUTDOWN_DRAIN_SECONDS: 'x' })).toBe(3000)
  })

  it('says 503 on /readyz once draining, and stays alive on /healthz', async () => {
    expect(isDraining()).toBe(false)
    startDraining()
    expect((await healthResponse('/readyz'))?.status).toBe(503)
    expect((await healthResponse('/healthz'))?.status).toBe(200)
  })
})

describe('a page whose render failed', () => {
  it('answers 503 with Retry-After and its own body, never 500', async () => {
    const failed = unavailableOnFailure(
      new Response('<p>Error loading blog list</p>', { status: 500, headers: { 'content-type': 'text/html' } }),
    )
    expect(failed.status).toBe(503)
    expect(failed.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    expect(failed.headers.get('cache-control')).toBe('no-store')
    expect(await failed.text()).toContain('Error loading blog list')
    expect(unavailableOnFailure(new Response('fine')).status).toBe(200)
    expect(unavailableOnFailure(new Response('missing', { status: 404 })).status).toBe(404)
  })
})
