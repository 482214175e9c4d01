import { spawn } from 'node:child_process'
import { startOwnServer } from './own-server.ts'
import { ownServerPorts } from './server-env.ts'
import { expect, test } from './fixtures.ts'

// A production start on a public address refuses to publish placeholder legal texts or a figure
// without its recorded basis (server/launch-refusal.ts): `npm start` and `node .output/server/index.mjs`
// exit with 78 with a message naming each placeholder and claim and the file to fill in;
// LAUNCH_CHECK=warn starts anyway. The legal entity of this repository still holds its placeholders
// (app/content/legal-entity.ts), and no claim has evidence yet (app/content/claims.ts).

const ownPort = ownServerPorts.launchCheck
const publicEnv = {
  ...process.env,
  PORT: String(ownPort),
  HOST: '127.0.0.1',
  PUBLIC_SITE_URL: 'https://www.lifescience-agents.de',
  DATABASE_URL: '',
  PGLITE_DATA_DIR: 'memory://',
  LAUNCH_CHECK: '',
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exit, output: () => output }
}

for (const [name, command, args] of [
  ['node .output/server/index.mjs', process.execPath, ['.output/server/index.mjs']],
  ['npm start', 'npm', ['start']],
] as const) {
  test(`${name} on a public address with placeholder legal texts refuses to start`, async () => {
    test.setTimeout(60_000)
    const server = run(command, [...args], publicEnv)
    const code = await server.exit
    expect(code).toBe(78)
    expect(server.output()).toContain('refusing to start on a public address')
    expect(server.output()).toContain('legal entity field `company` is a placeholder → app/content/legal-entity.ts')
    expect(server.output()).toContain('`vatId`')
    expect(server.output()).toContain(
      'claim `contentCreation` “teams create content 1.7 times as fast” has no evidence recorded (/, /about-us, /business-value-calculator) → app/content/claims.ts',
    )
    // An absolute claim is for the launch check's list, not a reason to refuse.
    expect(server.output()).not.toContain('claim `euHosting`')
    expect(
      await fetch(`http://127.0.0.1:${ownPort}/healthz`).then(
        () => 'answered',
        () => 'not listening',
      ),
    ).toBe('not listening')
  })
}

test('LAUNCH_CHECK=warn lets a staging server start with a warning naming the placeholders', async () => {
  // The server listens once its database is open: seconds on an idle machine, over a minute while
  // the other browser tests keep a 2-core machine busy.
  test.setTimeout(180_000)
  const server = startOwnServer(ownPort, { PUBLIC_SITE_URL: publicEnv.PUBLIC_SITE_URL, LAUNCH_CHECK: 'warn' })
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${ownPort}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 150_000 },
      )
      .toBe(200)
    expect(server.output()).toContain('LAUNCH_CHECK=warn')
    expect(server.output()).toContain('`company`')
    expect(server.output()).toContain('claim `contentCreation`')
  } finally {
    await server.stop()
  }
})
