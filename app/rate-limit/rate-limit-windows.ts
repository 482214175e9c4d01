// The sliding windows of the rate limits held in this process, for the embedded database: PGlite's
// data folder is opened by one process only, so that process sees every request there is, and a
// count kept in its memory holds as the table does across PostgreSQL's instances. The rule is the
// table's (rate-limit.server.ts): a hit passes when fewer than `limit` hits passed in the window
// before it, and a refused hit is counted nowhere. What is lost is a restart's worth of counts.

import type { RateLimit } from './rule.ts'

/** One limit to count a hit against: its (salted, hashed) key and its rule. */
export interface KeyedLimit {
  key: string
  rule: RateLimit
}

export class SlidingWindows {
  /** Per key: when each hit let through leaves its window (epoch seconds), in ascending order. */
  private readonly expiries = new Map<string, number[]>()

  /**
   * Counts one hit at `now` (epoch seconds) against every limit when all have room; otherwise counts
   * none and returns the latest time a full window gets room again.
   */
  hit(limits: readonly KeyedLimit[], now: number): { fullUntil: number | null } {
    let fullUntil: number | null = null
    for (const { key, rule } of limits) {
      const live = this.live(key, now)
      // While the limit-th most recent hit is in its window, the window is full.
      const blocking = live.length >= rule.limit ? live[live.length - rule.limit] : undefined
      if (blocking !== undefined) fullUntil = Math.max(fullUntil ?? blocking, blocking)
    }
    if (fullUntil !== null) return { fullUntil }
    for (const { key, rule } of limits) {
      const times = this.live(key, now)
      insertSorted(times, now + rule.windowSeconds)
      this.expiries.set(key, times)
    }
    return { fullUntil: null }
  }

  /** Forgets the hits that have left their window; returns how many. */
  purge(now: number): number {
    let purged = 0
    for (const [key, times] of this.expiries) purged += times.length - this.live(key, now).length
    return purged
  }

  /** Forgets every count. */
  clear(): void {
    this.expiries.clear()
  }

  /** The key's hits still in their window; the expired ones are dropped from what is kept. */
  private live(key: string, now: number): number[] {
    const times = this.expiries.get(key)
    if (!times) return []
    const firstLive = times.findIndex((expires) => expires > now)
    if (firstLive === 0) return times
    if (firstLive === -1) {
      this.expiries.delete(key)
      return []
    }
    const live = times.slice(firstLive)
    this.expiries.set(key, live)
    return live
  }
}

/** Inserts keeping ascending order; hits mostly arrive in time order, so this is mostly a push. */
function insertSorted(times: number[], value: number): void {
  let index = times.length
  while (index > 0 && (times[index - 1] ?? 0) > value) index--
  times.splice(index, 0, value)
}
