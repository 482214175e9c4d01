// The process's cache of rendered pages: least recently used entries go first once the entries'
// bytes pass a bound. Pages at their plain path (`/de/blog`) may use all of it; everything else
// (pages with search parameters, 404s for any path a visitor makes up) shares at most a quarter
// and never pushes a plain page out, so a flood of distinct URLs cannot evict the pages people read.
// `invalidate()` empties it and starts a new generation: a render that began before cannot be
// stored after. While `suspended` (off at the start, until content changes can be heard) nothing is
// read or stored. While `stale` (content changes could be heard and no longer can: the database is
// away) what is stored keeps being served, marked stale, for a bounded time, and nothing is stored.
import { LRUCache } from 'lru-cache'

export interface Sized {
  /** Bytes this value keeps alive (bodies, headers); may grow once (a compressed copy added later). */
  readonly bytes: number
}

export interface RenderCacheStats {
  entries: number
  bytes: number
  maxBytes: number
  hits: number
  misses: number
  /** Rendered with the cache off or suspended. */
  bypasses: number
  /** hits ÷ (hits + misses) */
  hitRate: number
  evictions: number
  invalidations: number
  suspended: boolean
  stale: boolean
}

/** Share of the bound that pages with search parameters and 404s may use together. */
const OTHER_SHARE = 0.25
/** What an entry and its key cost besides the value's own bytes. */
const ENTRY_OVERHEAD = 256

export class RenderCache<V extends Sized> {
  readonly maxBytes: number
  // Two stores, each least recently used first within its own bound: plain pages up to the whole
  // bound, the rest up to its share. Together they stay within the bound by evicting from the rest.
  readonly #plain: LRUCache<string, V>
  readonly #other: LRUCache<string, V>
  #generation = 0
  #suspended = false
  /** While stale: when stored pages stop being served (ms since the epoch). */
  #staleUntil: number | undefined
  #hits = 0
  #misses = 0
  #bypasses = 0
  #evictions = 0
  #invalidations = 0

  constructor(maxBytes: number) {
    this.maxBytes = Math.max(0, maxBytes)
    const store = (maxSize: number) =>
      new LRUCache<string, V>({
        // lru-cache refuses a bound of 0; a cache that is off never stores (`enabled`).
        maxSize: Math.max(1, Math.floor(maxSize)),
        sizeCalculation: (value, key) => value.bytes + key.length * 2 + ENTRY_OVERHEAD,
        dispose: (_value, _key, reason) => {
          if (reason === 'evict') this.#evictions++
        },
      })
    this.#plain = store(this.maxBytes)
    this.#other = store(this.maxBytes * OTHER_SHARE)
  }

  /** Changes each time the cache is invalidated; a render stores only under the one it began in. */
  get generation(): number {
    return this.#generation
  }

  get suspended(): boolean {
    return this.#suspended
  }

  /** Serving what is stored while content changes cannot be heard (see `serveStale`). */
  get stale(): boolean {
    return this.#staleUntil !== undefined
  }

  /** Reads and stores: on, not suspended, not stale. */
  get enabled(): boolean {
    return this.maxBytes > 0 && !this.#suspended && !this.stale
  }

  get(key: string, now = Date.now()): V | undefined {
    if (this.#staleUntil !== undefined && now > this.#staleUntil) this.suspend()
    if (this.maxBytes === 0 || this.#suspended) return undefined
    return this.#plain.get(key) ?? this.#other.get(key)
  }

  /**
   * Stores `value` if the cache is on and still in `generation`. `plain` marks a page at its plain
   * path (200, no search parameters). Returns whether it was stored.
   */
  set(key: string, value: V, plain: boolean, generation: number): boolean {
    if (!this.enabled || generation !== this.#generation) return false
    const [store, elsewhere] = plain ? [this.#plain, this.#other] : [this.#other, this.#plain]
    elsewhere.delete(key)
    // An entry bigger than its store's bound is not stored.
    store.set(key, value)
    this.#fit()
    return store.has(key)
  }

  /** A stored value grew (a compressed copy was added): count its bytes, and evict if needed. */
  grew(key: string, value: V): void {
    const store = [this.#plain, this.#other].find((candidate) => candidate.peek(key) === value)
    if (!store) return
    // lru-cache sizes an entry when it is set with a different value only: delete, then set anew.
    store.delete(key)
    store.set(key, value)
    this.#fit()
  }

  /** Empties the cache and starts a new generation (a new build, a content change). */
  invalidate(): void {
    this.#plain.clear()
    this.#other.clear()
    this.#generation++
    this.#invalidations++
  }

  /** Stops reading and storing until `resume()`; what is stored now is dropped, since it may go stale unheard. */
  suspend(): void {
    this.#suspended = true
    this.#staleUntil = undefined
    this.invalidate()
  }

  /**
   * Content changes can no longer be heard (the database is away): what is stored keeps being
   * served, as stale, for at most `forMs` (then the cache is suspended), and nothing new is stored.
   * `resume()`, once changes are heard again, empties it: what changed in between was not heard.
   */
  serveStale(forMs: number, now = Date.now()): void {
    if (this.#suspended || this.stale) return
    this.#staleUntil = now + forMs
  }

  /** Starts again from empty: changes made while suspended or stale were not heard. */
  resume(): void {
    this.invalidate()
    this.#suspended = false
    this.#staleUntil = undefined
  }

  /** Counts how a page request was served: from memory (or another request's render), rendered for the cache, or past it. */
  count(outcome: 'hit' | 'miss' | 'bypass'): void {
    if (outcome === 'hit') this.#hits++
    else if (outcome === 'miss') this.#misses++
    else this.#bypasses++
  }

  stats(): RenderCacheStats {
    const lookups = this.#hits + this.#misses
    return {
      entries: this.#plain.size + this.#other.size,
      bytes: this.#plain.calculatedSize + this.#other.calculatedSize,
      maxBytes: this.maxBytes,
      hits: this.#hits,
      misses: this.#misses,
      bypasses: this.#bypasses,
      hitRate: lookups === 0 ? 0 : this.#hits / lookups,
      evictions: this.#evictions,
      invalidations: this.#invalidations,
      suspended: this.#suspended,
      stale: this.stale,
    }
  }

  /** Plain pages alone stay within the bound (their store's own); the rest gives way until both do together. */
  #fit(): void {
    while (this.#plain.calculatedSize + this.#other.calculatedSize > this.maxBytes && this.#other.size > 0)
      this.#other.pop()
  }
}
