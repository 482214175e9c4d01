// The site search's limits in one place.
import type { RateLimit } from '../rate-limit/rule.ts'

/** Longer queries get a message instead of a search (counted in characters, after trimming). */
export const MAX_QUERY_LENGTH = 200

/**
 * Searches per client: a person searching, refining and paging stays far below it; a script that
 * walks the index with thousands of queries is stopped (each one is a full-text query).
 */
export const SEARCH_RATE_LIMIT: RateLimit = { limit: 60, windowSeconds: 5 * 60 }

/** Seconds a visitor is asked to wait when the database does not answer. */
export const UNAVAILABLE_RETRY_SECONDS = 30
