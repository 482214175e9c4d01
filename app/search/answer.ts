// What the search page shows, decided on the server: the results, or why there are none.
import type { SearchResults } from './types.ts'

export type SearchAnswer =
  | { state: 'empty' }
  | { state: 'too-long'; max: number; query: string }
  | { state: 'limited'; retryAfterSeconds: number; query: string }
  | { state: 'unavailable'; query: string }
  | { state: 'results'; results: SearchResults }

/**
 * The query a visitor typed, trimmed, with runs of white space made one. Control characters (NUL,
 * which PostgreSQL refuses in text, a tab) and lone surrogates (from a call's JSON) count as white
 * space: a pasted query with a stray one is still searched.
 */
export const normalizeQuery = (raw: string): string => raw.replace(/[\s\p{Cc}\p{Cs}]+/gu, ' ').trim()

/** A query's length in characters as a visitor counts them (code points, not UTF-16 units). */
export const queryLength = (query: string): number => Array.from(query).length

/** The first `max` characters of a query. */
export const queryStart = (query: string, max: number): string => Array.from(query).slice(0, max).join('')
