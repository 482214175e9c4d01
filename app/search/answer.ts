// What the search page shows, decided on the server: the results, or why there are none.
import type { SearchResults } from './types.ts'

export type SearchAnswer =
  | { state: 'empty' }
  | { state: 'too-long'; max: number; query: string }
  | { state: 'limited'; retryAfterSeconds: number; query: string }
  | { state: 'unavailable'; query: string }
  | { state: 'results'; results: SearchResults }

/** The query a visitor typed, trimmed, with runs of white space made one. */
export const normalizeQuery = (raw: string): string => raw.replace(/\s+/g, ' ').trim()
