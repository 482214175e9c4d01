// What the process's memory is made of, for `npm run bench -- --soak` only (GET /api/render-cache
// with RENDER_CACHE_STATS=1, never in production): Node's own figures, V8's heap spaces and the
// embedded database's WebAssembly memory (part of `external`).
import { getHeapSpaceStatistics } from 'node:v8'
import { getConnection } from './client.server.ts'

export interface ProcessMemory {
  rss: number
  heapTotal: number
  heapUsed: number
  external: number
  arrayBuffers: number
  /** V8's young generation (semi-spaces): committed size. */
  newSpace: number
  /** PGlite's WebAssembly memory (also counted in `external`); 0 on PostgreSQL. */
  pgliteWasm: number
}

export async function processMemory(): Promise<ProcessMemory> {
  const connection = await getConnection().catch(() => undefined)
  const pglite = connection?.pglite
  const newSpace = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0
  return { ...process.memoryUsage(), newSpace, pgliteWasm: pglite?.Module.wasmMemory.buffer.byteLength ?? 0 }
}
