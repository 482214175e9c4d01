// A rate limit's rule, shared by every feature that counts requests (the newsletter, the search, the
// speed reports): a plain value, also imported by code the browser loads.

export interface RateLimit {
  /** Hits let through per window. */
  limit: number
  windowSeconds: number
}
