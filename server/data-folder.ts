// Without DATABASE_URL the embedded PGlite keeps its data in PGLITE_DATA_DIR (.data/pglite). A folder
// the process cannot write (a read-only image, another user) would leave it serving without its
// database; it stops instead, naming both variables. The image gives it a volume it can write.
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { errorMessage } from '../app/log/log.ts'
import { connectionOptionsFromEnv } from '../db/client.server.ts'

export function dataFolderProblem(env: Record<string, string | undefined>, cwd = process.cwd()): string | undefined {
  const options = connectionOptionsFromEnv(env)
  if (options.url) return undefined
  const dataDir = options.dataDir ?? '.data/pglite'
  if (dataDir.includes('://')) return undefined
  const folder = resolve(cwd, dataDir)
  try {
    mkdirSync(resolve(folder, '..'), { recursive: true })
    accessSync(existsSync(folder) ? folder : resolve(folder, '..'), constants.W_OK)
    return undefined
  } catch (error) {
    return `cannot write the embedded database's folder ${folder} (${errorMessage(error)}): set DATABASE_URL to a PostgreSQL database, or PGLITE_DATA_DIR to a folder this user can write (memory:// for a throw-away database)`
  }
}
