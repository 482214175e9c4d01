// The W3C Nu HTML Checker (npm package vnu-jar, run with the machine's Java; .ci/run installs Debian's
// Java when it is missing) as a service for the browser tests (tests/e2e/html-validity.spec.ts):
// `node scripts/dev/html-checker.ts PORT`, started once per run by playwright.config.ts.
//
// The JVM runs with its quick compiler only (TieredStopAtLevel=1): a run's 65 pages never pay back
// the optimising compiler, which doubled the checker's CPU time. The quick compiler's deeper stack
// frames overflow the default stack while the checker loads the HTML schema, hence -Xss8m.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
const port = process.argv[2]
if (!port) throw new Error('usage: node scripts/dev/html-checker.ts PORT')

const java = spawn(
  'java',
  [
    '-Xss8m',
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-Dnu.validator.servlet.bind-address=127.0.0.1',
    '-cp',
    vnuJar,
    'nu.validator.servlet.Main',
    port,
  ],
  { stdio: ['ignore', 'pipe', 'pipe'] },
)
// Its start-up log is long: keep the tail, and show it only if the checker stops by itself.
let log = ''
const keep = (chunk: Buffer) => {
  log = (log + chunk.toString()).slice(-4000)
}
java.stdout.on('data', keep)
java.stderr.on('data', keep)
java.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'ENOENT' ? 'java is not installed (apt-get install default-jre-headless)' : error)
  process.exit(1)
})
let stopping = false
java.on('exit', (code) => {
  if (!stopping) console.error(`the Nu HTML Checker exited with ${code}:\n${log}`)
  process.exit(code ?? 0)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true
    java.kill(signal)
  })
}
