// The hashes Paraglide's writeOutput compares against (sha256 of a file's content and its absolute
// path), read from a compiled folder. Mirrors its unexported hashDirectory: if the format changes
// upstream, a compile merely rewrites every file, as without a seed.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'

export async function outputHashes(outdir: string): Promise<Record<string, string> | undefined> {
  const root = resolve(outdir)
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => undefined)
  if (!entries) return undefined
  const hashes: Record<string, string> = {}
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const content = await readFile(path, 'utf8')
    hashes[relative(root, path)] = createHash('sha256')
      .update(content + path)
      .digest('hex')
  }
  return hashes
}
