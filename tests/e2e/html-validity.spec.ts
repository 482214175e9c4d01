// Every page of the sitemap, a shared calculator result and both not-found pages are valid HTML by
// the W3C Nu HTML Checker (npm package vnu-jar, run with the machine's Java; .ci/run installs
// Debian's Java when it is missing). One checker run over all pages: the JVM starts once.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { everyPagePath, NOT_FOUND_PATHS } from '../../scripts/lib/site-paths.ts'
import { expect, test } from './fixtures.ts'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

interface NuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

test('every page is valid HTML by the Nu HTML Checker', async ({ baseURL }) => {
  // A JVM and a 30 MB checker over some 60 pages: give a busy host room.
  test.setTimeout(600_000)
  const base = baseURL ?? ''
  const paths = [...(await everyPagePath(base)), ...NOT_FOUND_PATHS]
  const dir = mkdtempSync(join(tmpdir(), 'nu-check-'))
  try {
    /** The checker names a file `file:<absolute path>`; each maps back to the page's path. */
    const files = new Map<string, string>()
    for (const [index, path] of paths.entries()) {
      const response = await fetch(base + path)
      expect(response.status, path).toBe(NOT_FOUND_PATHS.some((p) => p === path) ? 404 : 200)
      const file = join(dir, `page-${index}.html`)
      writeFileSync(file, await response.text())
      files.set(`file:${file}`, path)
    }
    // The checker exits with 1 when it reports errors; its JSON report is on stdout either way.
    const { stdout } = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...[...files.keys()].map((url) => url.slice('file:'.length))], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; code?: number | string }) => {
      if (error.code === 'ENOENT') throw new Error('java is not installed (apt-get install default-jre-headless)')
      return { stdout: error.stdout ?? '' }
    })
    const report: { messages: NuMessage[] } = JSON.parse(stdout)
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message} [${message.extract?.trim() ?? ''}]`)
    console.log(`Nu HTML Checker: ${paths.length} pages, ${errors.length} errors`)
    expect(errors).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
