// A start without DATABASE_URL needs a folder it can write for the embedded database; without one it
// stops at once naming DATABASE_URL and PGLITE_DATA_DIR (server/data-folder.ts).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { dataFolderProblem } from '../../server/data-folder.ts'

const root = mkdtempSync(join(tmpdir(), 'data-folder-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the embedded database folder', () => {
  it('is not needed with DATABASE_URL or a memory:// database', () => {
    expect(dataFolderProblem({ DATABASE_URL: 'postgres://x@db/site' }, '/nowhere')).toBeUndefined()
    expect(dataFolderProblem({ PGLITE_DATA_DIR: 'memory://' }, '/nowhere')).toBeUndefined()
  })

  it('is made when missing in a folder the process can write', () => {
    expect(dataFolderProblem({}, root)).toBeUndefined()
    expect(dataFolderProblem({ PGLITE_DATA_DIR: join(root, 'volume/pglite') }, '/')).toBeUndefined()
  })

  it('stops a start that cannot write it, naming both variables', () => {
    // Below a file nobody can make a folder, not even root; a folder without write permission stops
    // anyone else.
    const file = join(root, 'a-file')
    writeFileSync(file, '')
    const problem = dataFolderProblem({}, file)
    expect(problem).toContain(`cannot write the embedded database's folder ${file}/.data/pglite (`)
    expect(problem).toContain('DATABASE_URL')
    expect(problem).toContain('PGLITE_DATA_DIR')
    const readOnly = join(root, 'read-only')
    mkdirSync(readOnly)
    chmodSync(readOnly, 0o555)
    if (process.getuid?.() !== 0) expect(dataFolderProblem({}, readOnly)).toMatch(/DATABASE_URL/)
  })
})
