// Every page of the site, a shared calculator result and both not-found pages are valid HTML by the
// W3C Nu HTML Checker (npm package vnu-jar, run with the machine's Java; .ci/run installs Debian's
// Java when it is missing). One test per page; the checker runs as a service, one per worker, so its
// JVM starts once and the pages are checked in parallel.
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { NOT_FOUND_PATHS } from '../../scripts/lib/site-paths.ts'
import { expect, test as base } from './fixtures.ts'
import { port } from './server-env.ts'
import { sitePagePaths } from './site-pages.ts'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

interface NuMessage {
  type: string
  subType?: string
  lastLine?: number
  message: string
  extract?: string
}

/** Starts the checker's service on `checkerPort` and resolves once it says it has started. */
function startChecker(checkerPort: number): Promise<ChildProcess> {
  const java = spawn('java', ['-Dnu.validator.servlet.bind-address=127.0.0.1', '-cp', vnuJar, 'nu.validator.servlet.Main', String(checkerPort)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Checker service started')) resolve(java)
    }
    java.stdout.on('data', read)
    java.stderr.on('data', read)
    java.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error('java is not installed (apt-get install default-jre-headless)') : error),
    )
    java.on('exit', (code) => reject(new Error(`the Nu HTML Checker exited with ${code}: ${output.slice(-2000)}`)))
  })
}

// The checker's address, one service per worker (ports after the fake MailerLite's).
const test = base.extend<object, { checker: string }>({
  checker: [
    async ({}, use, workerInfo) => {
      const checkerPort = port + 2 + workerInfo.parallelIndex
      const java = await startChecker(checkerPort)
      await use(`http://127.0.0.1:${checkerPort}/?out=json&level=error`)
      java.kill()
    },
    // A JVM and a 30 MB checker: give a busy host room to start it.
    { scope: 'worker', timeout: 300_000 },
  ],
})

for (const path of [...sitePagePaths, ...NOT_FOUND_PATHS]) {
  test(`${path} is valid HTML by the Nu HTML Checker`, async ({ request, checker }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(NOT_FOUND_PATHS.some((p) => p === path) ? 404 : 200)
    const checked = await fetch(checker, { method: 'POST', headers: { 'content-type': 'text/html; charset=utf-8' }, body: await response.text() })
    const report: { messages: NuMessage[] } = await checked.json()
    const errors = report.messages
      .filter((message) => message.type !== 'info' || message.subType === 'fatal')
      .map((message) => `${message.lastLine ?? '?'}: ${message.message} [${message.extract?.trim() ?? ''}]`)
    expect(errors).toEqual([])
  })
}
