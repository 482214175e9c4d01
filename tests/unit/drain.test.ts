import { createServer, request as httpRequest, Agent, type IncomingMessage } from 'node:http'
import { connect } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
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

  it("takes connections through the drain, each answer closing its own, then refuses; idle ones are the client's to close", async () => {
    const server = createServer((_request, response) => response.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    const [first, second, third] = [new Agent({ keepAlive: true }), new Agent({ keepAlive: true }), new Agent()]
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
    const cut = vi.spyOn(server, 'closeAllConnections')
    try {
      // Two idle keep-alive connections, as a proxy keeps them.
      await Promise.all([get(first), get(second)])
      const idle = idleSocket(second)
      let idleClosed = false
      void new Promise((resolve) => idle?.once('close', resolve)).then(() => (idleClosed = true))
      const drained = drainConnections(server, 1_000, 5_000)
      const onNewConnection = await get(third)
      expect(onNewConnection.statusCode, 'a new connection during the drain is answered').toBe(200)
      expect(onNewConnection.headers.connection, '…and closed after its answer').toBe('close')
      const onOpenConnection = await get(first)
      expect(onOpenConnection.headers.connection, 'an answer during the drain closes its connection').toBe('close')
      expect(idleClosed, 'an idle connection stays open while the proxy may still write onto it').toBe(false)
      // The proxy closes its idle connection (nginx after 2 s), so nothing is left to cut.
      idle?.destroy()
      await drained
      expect(await refused(), 'once the drain is over, a new connection is refused').toBe(true)
      expect(cut, 'no connection had to be cut').not.toHaveBeenCalled()
    } finally {
      ;[first, second, third].forEach((agent) => agent.destroy())
      server.closeAllConnections()
    }
  })

  it('cuts a connection still open when the time for requests in flight is over', async () => {
    const server = createServer((_request, response) => response.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    const socket = connect(address.port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    const closed = new Promise((resolve) => socket.once('close', resolve))
    await drainConnections(server, 50, 300)
    await closed
    expect(socket.destroyed).toBe(true)
  })
})

describe('a page whose render failed', () => {
  const failedPage = () =>
    new Response('<p>Error loading blog list</p>', { status: 500, headers: { 'content-type': 'text/html' } })

  it('answers 503 with Retry-After and its own body while the database fails', async () => {
    const failed = unavailableOnFailure(failedPage(), { database: true })
    expect(failed.status).toBe(503)
    expect(failed.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    expect(failed.headers.get('cache-control')).toBe('no-store')
    expect(await failed.text()).toContain('Error loading blog list')
  })

  it('answers 500 for any other failure (a bug does not come back by waiting), and leaves other answers alone', async () => {
    const failed = unavailableOnFailure(failedPage(), { database: false })
    expect(failed.status).toBe(500)
    expect(failed.headers.get('retry-after')).toBeNull()
    expect(failed.headers.get('cache-control')).toBe('no-store')
    expect(await failed.text()).toContain('Error loading blog list')
    expect(unavailableOnFailure(new Response('fine'), { database: false }).status).toBe(200)
    expect(unavailableOnFailure(new Response('missing', { status: 404 }), { database: true }).status).toBe(404)
  })
})
