// What GET /api/render-cache answers (only with RENDER_CACHE_STATS=1): the render cache's figures and
// the process's memory, for the benchmarks and the browser tests.
import * as v from 'valibot'
import type { RenderCacheStats } from '../../app/http/render-cache.ts'
import type { ProcessMemory } from '../../db/memory.server.ts'

export const RenderCacheFigures = v.object({
  entries: v.number(),
  plainEntries: v.number(),
  bytes: v.number(),
  maxBytes: v.number(),
  hits: v.number(),
  misses: v.number(),
  bypasses: v.number(),
  hitRate: v.number(),
  evictions: v.number(),
  invalidations: v.number(),
  state: v.picklist(['off', 'fresh', 'stale']),
  version: v.nullable(v.number()),
  memory: v.object({
    rss: v.number(),
    heapTotal: v.number(),
    heapUsed: v.number(),
    external: v.number(),
    arrayBuffers: v.number(),
    newSpace: v.number(),
    pgliteWasm: v.number(),
  }),
}) satisfies v.GenericSchema<unknown, RenderCacheStats & { memory: ProcessMemory }>

export type RenderCacheFigures = v.InferOutput<typeof RenderCacheFigures>

/** The figures of the server at `base`. */
export async function renderCacheFigures(base: string): Promise<RenderCacheFigures> {
  const response = await fetch(`${base}/api/render-cache`)
  return v.parse(RenderCacheFigures, await response.json())
}
