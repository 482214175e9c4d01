// What the start-up made of content/blog (db/start.server.ts), for /readyz: an article whose files
// have a problem is skipped and the rest is served, so a bad article never takes the site down.
import { keptAcrossReloads } from '../app/lib/kept-across-reloads.ts'

export type ContentLoad =
  { content: 'ok' } | { content: 'partly loaded'; skippedArticles: string[] } | { content: 'not loaded' }

// Under the dev server a re-evaluation keeps what the start-up recorded: the connection it was
// recorded for is kept too (db/client.server.ts), and its start-up step does not run again.
const state = keptAcrossReloads<{ load: ContentLoad }>(import.meta.hot, { load: { content: 'not loaded' } })

export const contentLoad = (): ContentLoad => state.load

export function recordContentLoad(next: ContentLoad): void {
  state.load = next
}
