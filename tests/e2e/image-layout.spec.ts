// The production build as the image lays it out (Dockerfile): .output, db/migrations and
// content/blog in a folder the server's user cannot write. As root the server runs as nobody
// (setpriv); otherwise the folder loses its write permission. Without DATABASE_URL it stops at once
// naming what to set, or serves from a writable data folder (the image's volume); on PostgreSQL the
// article edited in a newer copy reaches visitors when that copy starts, on the old instance too.
import { type ChildProcess, spawn } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { PRODUCTION_NODE_FLAGS, SERVER_ENTRY, freePort } from '../../scripts/lib/production-server.ts'
import { REFUSED_TO_START } from '../../server/refusal.ts'
import { expect, test } from './fixtures.ts'

test.describe.configure({ mode: 'serial' })

const NOBODY = 65_534
const asRoot = process.getuid?.() === 0
const ARTICLE = 'content/blog/ai-agents-healthcare-marketing-explained/en.md'
const ARTICLE_PATH = '/blog/ai-agents-healthcare-marketing-explained'
let root: string

/** A copy of what the image holds in /app, which the server's user cannot write. */
function imageFolder(name: string, edit?: (article: string) => string): string {
  const app = join(root, name)
  for (const part of ['.output', 'db/migrations', 'content/blog']) cpSync(part, join(app, part), { recursive: true })
  if (edit) writeFileSync(join(app, ARTICLE), edit(readFileSync(ARTICLE, 'utf8')))
  if (!asRoot) chmodRecursive(app, 0o555)
  return app
}

/** `mode` for a folder and every folder below it (files keep theirs: a folder without w is enough). */
function chmodRecursive(path: string, mode: number): void {
  chmodSync(path, mode)
  for (const entry of readdirSync(path, { withFileTypes: true }))
    if (entry.isDirectory()) chmodRecursive(join(path, entry.name), mode)
}

interface Server {
  child: ChildProcess
  port: number
  output: () => string
  exited: Promise<number | null>
  stop: () => Promise<void>
}

async function startImage(app: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort()
  const command = [process.execPath, ...PRODUCTION_NODE_FLAGS, SERVER_ENTRY]
  const [file = '', ...args] = asRoot
    ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', ...command]
    : command
  const child = spawn(file, args, {
    cwd: app,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return {
    child,
    port,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
      await test.info().attach(`server ${app}`, { body: output, contentType: 'text/plain' })
    },
  }
}

const get = (server: Server, path: string) =>
  fetch(`http://127.0.0.1:${server.port}${path}`).then(
    async (response) => ({ status: response.status, text: await response.text() }),
    () => ({ status: 0, text: '' }),
  )
const waitReady = (server: Server) =>
  expect.poll(async () => (await get(server, '/readyz')).status, { timeout: 150_000 }).toBe(200)

test.beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'image-layout-'))
  chmodSync(root, 0o755)
})
test.afterAll(() => {
  if (!asRoot) chmodRecursive(root, 0o755)
  rmSync(root, { recursive: true, force: true })
})

test('without DATABASE_URL it stops at once naming DATABASE_URL and PGLITE_DATA_DIR', async () => {
  test.setTimeout(60_000)
  const server = await startImage(imageFolder('no-database'), {})
  const code = await server.exited
  await server.stop()
  expect(code).toBe(REFUSED_TO_START)
  expect(server.output()).toContain("cannot write the embedded database's folder")
  expect(server.output()).toContain('set DATABASE_URL')
  expect(server.output()).toContain('PGLITE_DATA_DIR')
})

test('without DATABASE_URL it serves from a data folder it can write (the image volume)', async () => {
  test.setTimeout(180_000)
  const volume = join(root, 'volume')
  mkdirSync(volume)
  if (asRoot) chownSync(volume, NOBODY, NOBODY)
  const server = await startImage(imageFolder('volume-app'), { PGLITE_DATA_DIR: join(volume, 'pglite') })
  try {
    await waitReady(server)
    expect(await get(server, ARTICLE_PATH)).toMatchObject({ status: 200 })
  } finally {
    await server.stop()
  }
})

test('on PostgreSQL an article edited in a newer copy reaches visitors when it starts, on the old instance too', async () => {
  test.setTimeout(300_000)
  const adminUrl = process.env.TEST_DATABASE_URL
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL (CI sets it)')
  const name = `image_layout_${process.pid}_${Date.now()}`
  const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(adminUrl ?? '')
  url.pathname = `/${name}`
  const env = { DATABASE_URL: url.toString() }
  const edited = `An edited title ${Date.now()}`
  const servers: Server[] = []
  try {
    const old = await startImage(imageFolder('old'), env)
    servers.push(old)
    await waitReady(old)
    expect((await get(old, ARTICLE_PATH)).text).not.toContain(edited)

    const newer = await startImage(
      imageFolder('newer', (article) => article.replace(/^title: .*$/m, () => `title: "${edited}"`)),
      env,
    )
    servers.push(newer)
    await waitReady(newer)
    expect(newer.output()).toContain('"updated":["ai-agents-healthcare-marketing-explained/en"]')
    expect((await get(newer, ARTICLE_PATH)).text).toContain(edited)
    // The old instance re-renders within seconds: the seed raised the content version.
    await expect.poll(async () => (await get(old, ARTICLE_PATH)).text, { timeout: 10_000 }).toContain(edited)
  } finally {
    for (const server of servers) await server.stop()
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
})
