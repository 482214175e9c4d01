// What the start-up made of content/blog (db/start.server.ts), for /readyz: an article whose files
// have a problem is skipped and the rest is served, so a bad article never takes the site down.
export type ContentLoad =
  { content: 'ok' } | { content: 'partly loaded'; skippedArticles: string[] } | { content: 'not loaded' }

let load: ContentLoad = { content: 'not loaded' }

export const contentLoad = (): ContentLoad => load

export function recordContentLoad(next: ContentLoad): void {
  load = next
}
