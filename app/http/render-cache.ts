// The process's cache of rendered pages: least recently used entries go first once the entries'
// bytes pass a bound. Pages at their plain path (`/de/blog`) may use all of it; everything else
// (pages with search parameters, 404s for any path a visitor makes up) shares at most a quarter
// and never pushes a plain page out, so a flood of distinct URLs cannot evict the pages people read.
// `invalidate()` empties it and starts a new generation: a render that began before cannot be
// stored after. While `suspended` (off at the start, until content changes can be heard) nothing is
// read or stored. While `stale` (content changes could be heard and no longer can: the database is
// away) what is stored keeps being served, marked stale, for a bounded time, and nothing is stored.

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
/** What a Map entry and its key cost besides the value's own bytes. */
const ENTRY_OVERHEAD = 256

interface Slot<V> {
  value: V
  bytes: number
  plain: boolean
}

export class RenderCache<V extends Sized> {
  readonly maxBytes: number
  #slots = new Map<string, Slot<V>>()
  #plainBytes = 0
  #otherBytes = 0
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
    const slot = this.#slots.get(key)
    if (!slot) return undefined
    // Most recently used last: Map keeps insertion order.
    this.#slots.delete(key)
    this.#slots.set(key, slot)
    return slot.value
  }

  /**
   * Stores `value` if the cache is on and still in `generation`. `plain` marks a page at its plain
   * path (200, no search parameters). Returns whether it was stored.
   */
  set(key: string, value: V, plain: boolean, generation: number): boolean {
    if (!this.enabled || generation !== this.#generation) return false
    const bytes = value.bytes + key.length * 2 + ENTRY_OVERHEAD
    if (bytes > (plain ? this.maxBytes : this.maxBytes * OTHER_SHARE)) return false
    this.#remove(key)
    this.#slots.set(key, { value, bytes, plain })
    this.#add({ plain }, bytes)
    this.#fit()
    return this.#slots.has(key)
  }

  /** A stored value grew (a compressed copy was added): count its bytes, and evict if needed. */
  grew(key: string, value: V): void {
    const slot = this.#slots.get(key)
    if (!slot || slot.value !== value) return
    const bytes = value.bytes + key.length * 2 + ENTRY_OVERHEAD
    this.#add(slot, bytes - slot.bytes)
    slot.bytes = bytes
    this.#fit()
  }

  /** Empties the cache and starts a new generation (a new build, a content change). */
  invalidate(): void {
    this.#slots.clear()
    this.#plainBytes = 0
    this.#otherBytes = 0
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
      entries: this.#slots.size,
      bytes: this.#plainBytes + this.#otherBytes,
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

  #add(slot: { plain: boolean }, bytes: number): void {
    if (slot.plain) this.#plainBytes += bytes
    else this.#otherBytes += bytes
  }

  #remove(key: string): void {
    const slot = this.#slots.get(key)
    if (!slot) return
    this.#slots.delete(key)
    this.#add(slot, -slot.bytes)
  }

  /** Evicts least recently used entries until both bounds hold: the rest first, plain pages last. */
  #fit(): void {
    const total = () => this.#plainBytes + this.#otherBytes
    this.#evict(false, () => total() > this.maxBytes || this.#otherBytes > this.maxBytes * OTHER_SHARE)
    this.#evict(true, () => total() > this.maxBytes)
  }

  #evict(plain: boolean, over: () => boolean): void {
    // Deleting the entry at hand while iterating a Map is safe; iteration goes on with the next.
    for (const [key, slot] of this.#slots) {
      if (!over()) return
      if (slot.plain !== plain) continue
      this.#remove(key)
      this.#evictions++
    }
  }
}
