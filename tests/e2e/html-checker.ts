// The W3C Nu HTML Checker (npm package vnu-jar, run with the machine's Java; .ci/run installs Debian's
// Java when it is missing) as a service, one per worker that checks a page, so its JVM starts once.
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/** Starts the checker's service on `port` and resolves once it says it has started. */
export function startChecker(port: number): Promise<ChildProcess> {
  const java = spawn('java', ['-Dnu.validator.servlet.bind-address=127.0.0.1', '-cp', vnuJar, 'nu.validator.servlet.Main', String(port)], {
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
