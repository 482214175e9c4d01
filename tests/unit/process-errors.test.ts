// What fails outside the site's answers (server/process-errors.ts): an exception nothing caught ends
// the process after it is logged, and Node's own refusals carry the security headers. A real process
// and a real socket each.
import { spawnSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { BASE_SECURITY_HEADERS, NON_PAGE_POLICY } from '../../app/http/security-headers.ts'
import { answerClientErrors } from '../../server/process-errors.ts'

const moduleUrl = pathToFileURL(join(import.meta.dirname, '../../server/process-errors.ts')).href

describe('an exception nothing catches', () => {
  it('is logged, and the process ends with 1; an unhandled rejection is logged and the process goes on', () => {
    const script = [
      `import { exitOnUncaughtException } from ${JSON.stringify(moduleUrl)}`,
      'exitOnUncaughtException()',
      "Promise.reject(new Error('left alone'))",
      // After the rejection is reported; the interval would keep a process that goes on running.
      "setImmediate(() => setImmediate(() => { throw new Error('planted bug') }))",
      'setInterval(() => undefined, 1_000)',
    ].join('\n')
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    const logged = run.stderr
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; error: string })
    expect(logged.map(({ msg, error }) => `${msg}: ${error}`)).toEqual([
      'unhandledRejection: left alone',
      'uncaughtException: planted bug',
    ])
  })
})

describe("Node's own refusals", () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  /** Sends `bytes` on a new connection; the status line and headers that come back before it closes. */
  async function send(bytes: string): Promise<{ status: string; headers: Map<string, string> }> {
    server = createServer(() => undefined)
    answerClientErrors(server)
    const listening = server
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve))
    const { port } = listening.address() as AddressInfo
    const received = await new Promise<string>((resolve, reject) => {
      let text = ''
      const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
      socket.on('error', reject)
      socket.on('close', () => resolve(text))
    })
    const [status = '', ...lines] = received.split('\r\n\r\n')[0]?.split('\r\n') ?? []
    const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]))
    return { status, headers }
  }

  it.each([
    ['a malformed header', 'GET / HTTP/1.1\r\nHost: a\r\nno colon here\r\n\r\n', 'HTTP/1.1 400 Bad Request'],
    [
      'headers over 16 KB',
      `GET / HTTP/1.1\r\nHost: a\r\nX-Large: ${'x'.repeat(20 * 1024)}\r\n\r\n`,
      'HTTP/1.1 431 Request Header Fields Too Large',
    ],
  ])('%s: %s with the security headers, and the connection closed', async (_, bytes, status) => {
    const answer = await send(bytes)
    expect(answer.status).toBe(status)
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
      expect(answer.headers.get(name), name).toBe(value)
    expect(answer.headers.get('content-security-policy')).toBe(NON_PAGE_POLICY)
    expect(answer.headers.get('connection')).toBe('close')
    expect(answer.headers.get('content-length')).toBe('0')
  })
})
