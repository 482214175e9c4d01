// What a newcomer does first, checked: `npm run dev` on a checkout without generated files (no
// app/paraglide/, no files of the inlang SDK in project.inlang/, a new embedded database) must answer
// its very first request with 200, then every page of the site in both languages; a message file
// edited while it runs (what Fink does) must show on the next page loads in both languages; a
// generated folder deleted and compiled again must not need a restart; the database must be opened
// once through every reload (build/nitro-owned-modules.ts, app/lib/kept-across-reloads.ts); and the
// run must leave every tracked file as it found it. CI runs it on its fresh clone (.ci/run).
//
//   npm run check:first-run
//
// It deletes only what git ignores and the tools regenerate. Deadlines are generous: a busy 2-core
// host has been ten times slower than an idle one.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../lib/production-server.ts'
import { everyPagePath } from '../lib/site-paths.ts'

const FIRST_ANSWER_TIMEOUT_MS = 300_000
const PAGE_TIMEOUT_MS = 120_000
const MESSAGE_EDIT_TIMEOUT_MS = 120_000
const STOP_TIMEOUT_MS = 30_000
/** A message every page shows (the skip link), and a mark no translation contains. */
const PROBE_KEY = 'common_skip_to_content'
const MARK = ' [first-run check]'
/** The log line db/client.server.ts writes as it opens the database, and the start-up's once it is open. */
const OPENING_THE_DATABASE = '"msg":"opening the database"'
const DATABASE_READY = '"msg":"database ready"'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function gitStatus(): string | null {
  try {
    return execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' })
  } catch {
    return null // not a git checkout: nothing to compare
  }
}

/** What a fresh clone lacks: the compiled messages and the files the inlang SDK writes on first open. */
function removeGeneratedFiles() {
  rmSync('app/paraglide', { recursive: true, force: true })
  for (const entry of readdirSync('project.inlang')) {
    if (entry !== 'settings.json') rmSync(join('project.inlang', entry), { recursive: true, force: true })
  }
}

function startDevServer(port: number, dataDir: string, log: string[]): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: dataDir }
  delete env.DATABASE_URL // a newcomer has none: the embedded database is created
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--strictPort'], {
    env,
    detached: true, // its own process group, so stopping it stops Vite too
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  return child
}

async function stopDevServer(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid, 'SIGTERM')
  const deadline = sleep(STOP_TIMEOUT_MS).then(() => 'timeout')
  if ((await Promise.race([exited, deadline])) === 'timeout') process.kill(-child.pid, 'SIGKILL')
}

/** The first HTTP answer of `url`, once something listens; refused connections are waited out. */
async function firstAnswer(url: string, child: ChildProcess): Promise<Response> {
  const deadline = Date.now() + FIRST_ANSWER_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with code ${child.exitCode} before it answered`)
    const response = await fetch(url, { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) }).catch(() => null)
    if (response) return response
    if (Date.now() > deadline) throw new Error(`nothing answered on ${url} within ${seconds(FIRST_ANSWER_TIMEOUT_MS)}`)
    await sleep(200)
  }
}

async function status(url: string): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS), redirect: 'manual' })
  await response.arrayBuffer()
  return response.status
}

const logCount = (log: string[], line: string) => log.join('').split(line).length - 1

/** Polls `condition` until it holds; returns the time it took. */
async function waitFor(condition: () => boolean, what: string): Promise<number> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > PAGE_TIMEOUT_MS) throw new Error(`waited ${seconds(PAGE_TIMEOUT_MS)} for ${what}`)
    await sleep(100)
  }
  return Date.now() - started
}

/** Adds MARK to the probe message in both files; returns how to put them back byte for byte. */
function editMessages(): () => void {
  const originals = ['messages/en.json', 'messages/de.json'].map((file) => ({ file, text: readFileSync(file, 'utf8') }))
  for (const { file, text } of originals) {
    const messages: unknown = JSON.parse(text)
    const value =
      typeof messages === 'object' && messages !== null && PROBE_KEY in messages ? messages[PROBE_KEY] : null
    const entry = `"${PROBE_KEY}": ${JSON.stringify(value)}`
    if (typeof value !== 'string' || !text.includes(entry))
      throw new Error(`${file} has no "${PROBE_KEY}" in its usual form`)
    writeFileSync(
      file,
      text.replace(entry, () => `"${PROBE_KEY}": ${JSON.stringify(value + MARK)}`),
    )
  }
  return () => originals.forEach(({ file, text }) => writeFileSync(file, text))
}

/** Polls until every path's HTML does (or no longer does) contain MARK; returns the time it took. */
async function waitForMark(base: string, paths: string[], present: boolean): Promise<number> {
  const started = Date.now()
  for (;;) {
    const pages = await Promise.all(paths.map((path) => fetch(base + path).then((r) => r.text())))
    if (pages.every((html) => html.includes(MARK) === present)) return Date.now() - started
    if (Date.now() - started > MESSAGE_EDIT_TIMEOUT_MS) {
      throw new Error(
        `the edited message was ${present ? 'not shown' : 'still shown'} after ${seconds(MESSAGE_EDIT_TIMEOUT_MS)}`,
      )
    }
    await sleep(250)
  }
}

/**
 * Polls until `url` answers `expected`. While the dev server reloads its server entry a request may
 * also fail outright (the connection is closed): that is "not yet", not a failure, until the deadline.
 */
async function waitForStatus(url: string, expected: number): Promise<number> {
  const started = Date.now()
  let last = 'no answer'
  for (;;) {
    const code = await status(url).catch((error: unknown) => {
      last =
        error instanceof Error
          ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
          : String(error)
      return null
    })
    if (code === expected) return Date.now() - started
    if (code !== null) last = `HTTP ${code}`
    if (Date.now() - started > PAGE_TIMEOUT_MS)
      throw new Error(`${url} did not answer ${expected} within ${seconds(PAGE_TIMEOUT_MS)} (last: ${last})`)
    await sleep(250)
  }
}

async function main(): Promise<string[]> {
  const failures: string[] = []
  const statusBefore = gitStatus()
  removeGeneratedFiles()
  const dataDir = mkdtempSync(join(tmpdir(), 'first-run-pglite-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const log: string[] = []
  const started = Date.now()
  const child = startDevServer(port, join(dataDir, 'pglite'), log)
  let restoreMessages: (() => void) | undefined
  try {
    const first = await firstAnswer(`${base}/`, child)
    await first.arrayBuffer()
    console.log(`npm run dev: first answer ${first.status} after ${seconds(Date.now() - started)} (port ${port})`)
    if (first.status !== 200) failures.push(`the first request to / answered ${first.status}`)

    const paths = await everyPagePath(base)
    const results: Array<[string, number]> = []
    // A few at a time: the dev server compiles each new route on its first request.
    for (let i = 0; i < paths.length; i += 4) {
      const batch = paths.slice(i, i + 4)
      results.push(
        ...(await Promise.all(batch.map(async (path): Promise<[string, number]> => [path, await status(base + path)]))),
      )
    }
    const bad = results.filter(([, code]) => code !== 200)
    for (const [path, code] of bad) failures.push(`${path} answered ${code}`)
    console.log(`pages: ${results.length - bad.length} of ${results.length} answered 200`)

    // A change to a module the database module imports: the dev server evaluates it again and runs the
    // server plugins again (their start-up logs "database ready" once more), which must take over the
    // open database instead of opening the folder a second time (app/lib/kept-across-reloads.ts).
    const readyBefore = logCount(log, DATABASE_READY)
    const now = new Date()
    utimesSync('db/schema.ts', now, now)
    const reloaded = await waitFor(() => logCount(log, DATABASE_READY) > readyBefore, 'the server plugins to run again')
    console.log(`db/schema.ts touched: the server plugins ran again after ${seconds(reloaded)}`)

    restoreMessages = editMessages()
    const shown = await waitForMark(base, ['/', '/de'], true)
    restoreMessages()
    restoreMessages = undefined
    const gone = await waitForMark(base, ['/', '/de'], false)
    console.log(`message edit: shown in both languages after ${seconds(shown)}, reverted after ${seconds(gone)}`)

    // The generated folder disappears while the server runs (a `git clean`, say) and the server
    // entry reloads (touched here): pages fail until the messages are compiled again, and then
    // answer without a restart.
    rmSync('app/paraglide', { recursive: true, force: true })
    utimesSync('app/server.ts', new Date(), new Date())
    const broken = await waitForStatus(`${base}/de`, 500)
    execFileSync('npm', ['run', 'generate'], { stdio: 'ignore' })
    const recovered = await waitForStatus(`${base}/de`, 200)
    console.log(
      `generated folder deleted: /de failed after ${seconds(broken)}, answered 200 ${seconds(recovered)} after \`npm run generate\``,
    )

    // One database under the dev server through every reload above: the app imports Nitro's copy of
    // db/client.server.ts (build/nitro-owned-modules.ts, record 0068), and a re-evaluated copy takes
    // over its connection; each opening is logged.
    const opened = logCount(log, OPENING_THE_DATABASE)
    console.log(`the database was opened ${opened} time${opened === 1 ? '' : 's'}`)
    if (opened !== 1)
      failures.push(
        `the database was opened ${opened} times: a copy of db/client.server.ts opened it again (build/nitro-owned-modules.ts, app/lib/kept-across-reloads.ts)`,
      )
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error))
  } finally {
    restoreMessages?.()
    await stopDevServer(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
  const statusAfter = gitStatus()
  if (statusBefore !== null && statusAfter !== statusBefore) {
    failures.push(`the run changed tracked files:\n${statusAfter}`)
  }
  if (failures.length > 0) console.error(`--- npm run dev printed ---\n${log.join('')}`)
  return failures
}

const failures = await main()
for (const failure of failures) console.error(`FAIL ${failure}`)
console.log(failures.length === 0 ? 'first run: ok' : `first run: ${failures.length} failed`)
process.exit(failures.length === 0 ? 0 : 1)
