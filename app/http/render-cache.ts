// The process's cache of rendered pages: least recently used entries go first once the entries'
// bytes pass a bound. Pages at their plain path (a route's page at its one URL, `/de/blog`) may use
// all of it; everything else (pages with search parameters, other spellings of a path, 404s for any
// path a visitor makes up) shares at most a quarter and never pushes a plain page out, so a flood of
// distinct URLs cannot evict the pages people read.
// It holds pages of one content version (`follow`): a request that finds the version older than a
// second has it read again (one read at a time, in the background while it is under 2 s old), and a
// new version empties the cache and starts a new generation (a render that began before cannot be
// stored after). Its state follows from when the version was last confirmed: `fresh` within a few
// seconds; `stale` after that, while reads fail (the database is away), for a bounded time: what is
// stored is served, marked, and nothing is stored; `off` before the first read and after the bound.
import { LRUCache } from 'lru-cache'

export interface Sized {
  /** Bytes this value keeps alive (bodies, headers); may grow once (a compressed copy added later). */
  readonly bytes: number
}

export interface RenderCacheStats {
  entries: number
  /** Of them, plain pages (a route's page at its one URL). */
  plainEntries: number
  bytes: number
  maxBytes: number
  hits: number
  misses: number
  /** Rendered with the cache off or stale. */
  bypasses: number
  /** hits ÷ (hits + misses) */
  hitRate: number
  evictions: number
  invalidations: number
  state: CacheState
  /** The content version the stored pages belong to; null before the first read. */
  version: number | null
}

export type CacheState = 'off' | 'fresh' | 'stale'

/** What the cache is told about, for the log. */
export type VersionEvent =
  { kind: 'changed'; from: number; to: number } | { kind: 'unreadable'; error: unknown } | { kind: 'readable' }

export interface VersionSource {
  /** The content's version; rejects when it cannot be read. */
  read: () => Promise<number>
  /** How long after the last confirmation stored pages are served, marked stale, while reads fail. */
  staleMs: number
  /** A read that takes longer has failed. */
  timeoutMs?: number
  report?: (event: VersionEvent) => void
}

/** A version younger than this is not read again. */
export const CHECK_MS = 1_000
/** A version up to this old serves pages while it is read again; older, the request waits for the read. */
export const TRUST_MS = 2_000
const READ_TIMEOUT_MS = 2_000

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
  #source: VersionSource | undefined
  #version: number | undefined
  /** When the read that confirmed `#version` began (ms since the epoch). */
  #confirmedAt = -Infinity
  #lastTry = -Infinity
  #unreadable = false
  #reading: Promise<void> | undefined
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

  /** Pages are kept for the content version `source` reads (until then the cache is off). */
  follow(source: VersionSource): void {
    this.#source = source
  }

  state(now = Date.now()): CacheState {
    if (this.maxBytes === 0 || this.#version === undefined) return 'off'
    const age = now - this.#confirmedAt
    if (!this.#unreadable && age <= TRUST_MS + (this.#source?.timeoutMs ?? READ_TIMEOUT_MS)) return 'fresh'
    return age <= (this.#source?.staleMs ?? 0) ? 'stale' : 'off'
  }

  /** Serving what is stored, marked: the version could not be confirmed lately. */
  get stale(): boolean {
    return this.state() === 'stale'
  }

  /** Reads and stores. */
  get enabled(): boolean {
    return this.state() === 'fresh'
  }

  /**
   * Before a request reads the cache: reads the version again when it is a second old, and waits for
   * that read when it is over 2 s old and the last read did not fail (at the start, after a quiet
   * while). Never rejects: a failed read leaves the state to say what may be served.
   */
  async confirmVersion(now = Date.now()): Promise<void> {
    const age = now - this.#confirmedAt
    if (!this.#source || age < CHECK_MS) return
    const reading = this.#read(now)
    if (age <= TRUST_MS || this.#unreadable) return
    await reading
  }

  #read(now: number): Promise<void> {
    const source = this.#source
    if (this.#reading) return this.#reading
    if (!source || now - this.#lastTry < CHECK_MS) return Promise.resolve()
    this.#lastTry = now
    this.#reading = within(source.read(), source.timeoutMs ?? READ_TIMEOUT_MS)
      .then(
        (version) => this.#confirm(version, now),
        (error: unknown) => {
          if (this.#unreadable) return
          this.#unreadable = true
          source.report?.({ kind: 'unreadable', error })
        },
      )
      .finally(() => {
        this.#reading = undefined
      })
    return this.#reading
  }

  #confirm(version: number, at: number): void {
    const known = this.#version
    if (known !== undefined && version !== known) {
      this.invalidate()
      this.#source?.report?.({ kind: 'changed', from: known, to: version })
    } else if (known === undefined || this.#unreadable || this.state(at) !== 'fresh') {
      // Renders begun while the cache was off or stale are not stored.
      this.#generation++
    }
    if (this.#unreadable) this.#source?.report?.({ kind: 'readable' })
    this.#version = version
    this.#confirmedAt = at
    this.#unreadable = false
  }

  get(key: string, now = Date.now()): V | undefined {
    if (this.state(now) === 'off') return undefined
    return this.#plain.get(key) ?? this.#other.get(key)
  }

  /**
   * Stores `value` if the cache is on and still in `generation`. `plain` marks a page at its plain
   * path (a route's page at its one URL, 200, no search parameters). Returns whether it was stored.
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
      plainEntries: this.#plain.size,
      bytes: this.#plain.calculatedSize + this.#other.calculatedSize,
      maxBytes: this.maxBytes,
      hits: this.#hits,
      misses: this.#misses,
      bypasses: this.#bypasses,
      hitRate: lookups === 0 ? 0 : this.#hits / lookups,
      evictions: this.#evictions,
      invalidations: this.#invalidations,
      state: this.state(),
      version: this.#version ?? null,
    }
  }

  /** Plain pages alone stay within the bound (their store's own); the rest gives way until both do together. */
  #fit(): void {
    while (this.#plain.calculatedSize + this.#other.calculatedSize > this.maxBytes && this.#other.size > 0)
      this.#other.pop()
  }
}

/** `promise`, or a rejection once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}
