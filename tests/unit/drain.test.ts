import { createServer, request as httpRequest, Agent, type IncomingMessage } from 'node:http'
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { RETRY_AFTER_SECONDS, unavailableOnFailure } from '../../app/http/unavailable.ts'
import { drainingResponse } from '../../db/health.server.ts'
import { drainConnections, drainMs, shutdownTimeoutMs } from '../../server/drain.ts'

describe('a stop that drains first', () => {
  it('reads the drain from SHUTDOWN_DRAIN_SECONDS: 3 s by default, 0 turns it off', () => {
    expect(drainMs({})).toBe(3000)
    expect(drainMs({ SHUTDOWN_DRAIN_SECONDS: '0' })).toBe(0)
    expect(drainMs({ SHUTDOWN_DRAIN_SECONDS: '5' })).toBe(5000)
    expect(drainMs({ SHUTDOWN_DRAIN_SECONDS: 'x' })).toBe(3000)
  })

  it('reads the wait for requests in flight from SERVER_SHUTDOWN_TIMEOUT: 5 s by default', () => {
    expect(shutdownTimeoutMs({})).toBe(5000)
    expect(shutdownTimeoutMs({ SERVER_SHUTDOWN_TIMEOUT: '12' })).toBe(12_000)
  })

  it('says 503 on /readyz while stopping, uncached', async () => {
    const answer = drainingResponse()
    expect(answer.status).toBe(503)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ status: 'draining' })
  })

  it('refuses new connections at once, keeps idle ones through the drain, answers with Connection: close', async () => {
    const server = createServer((_request, response) => response.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    const [first, second] = [new Agent({ keepAlive: true }), new Agent({ keepAlive: true })]
    const get = (agent: Agent) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const sent = httpRequest({ port: address.port, host: '127.0.0.1', agent }, (response) => {
          response.resume()
          response.on('end', () => resolve(response))
        })
        sent.on('error', reject)
        sent.end()
      })
    const refused = () =>
      new Promise<boolean>((resolve) => {
        const socket = connect(address.port, '127.0.0.1')
        socket.on('connect', () => {
          socket.destroy()
          resolve(false)
        })
        socket.on('error', () => resolve(true))
      })
    const idleSocket = (agent: Agent) => Object.values(agent.freeSockets).flat()[0]
    try {
      // Two idle keep-alive connections, as a proxy keeps them.
      await Promise.all([get(first), get(second)])
      const idle = idleSocket(second)
      let idleClosed = false
      const closed = new Promise((resolve) => idle?.once('close', resolve)).then(() => (idleClosed = true))
      const deadline = new Promise((resolve) => setTimeout(resolve, 5_000).unref())
      const drained = drainConnections(server, 1_000, 5_000)
      expect(await refused(), 'a new connection is refused at once').toBe(true)
      const onOpenConnection = await get(first)
      expect(onOpenConnection.headers.connection, 'an answer during the drain closes its connection').toBe('close')
      expect(idleClosed, 'an idle connection stays open while the proxy may still write onto it').toBe(false)
      await drained
      // The server's side is closed when the drain resolves; the client sees it a moment later.
      await Promise.race([closed, deadline])
      expect(idleClosed, 'idle connections are closed once the drain is over').toBe(true)
    } finally {
      first.destroy()
      second.destroy()
      server.closeAllConnections()
    }
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
