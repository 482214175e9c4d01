// Hears content changes: LISTEN on the content channel (db/content-channel.ts), which the content
// tables' triggers and the migrator notify. PGlite is one process: its own listen cannot be lost.
// On PostgreSQL, postgres.js listens on a connection of its own and re-listens after it drops; while
// it is down, changes go unheard. So the watcher sends itself a heartbeat through the channel every
// `pingMs`: one that does not come back within the next beat means `lost`, the next one that does
// means `listening` again (what changed in between is unknown: the listener starts from empty).
// A client that stays deaf for a while is replaced by a fresh one.
import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { getConnection, type NotificationSource } from './client.server.ts'
import { CONTENT_CHANNEL } from './content-channel.ts'

export interface ContentEvents {
  /** The content changed; `what` names the table (or `migration`). */
  changed(what: string): void
  /** Changes are heard from now on (at the start, and after a loss). */
  listening(): void
  /** Changes may go unheard until the next `listening`. */
  lost(error: unknown): void
}

export interface ContentWatch {
  stop(): Promise<void>
}

export interface WatchTiming {
  /** How often the PostgreSQL listener sends itself a heartbeat, and how long it waits for it. */
  pingMs: number
}

const DEFAULT_TIMING: WatchTiming = { pingMs: 2_000 }

/** Starts listening where `source` (a Connection's `notifications`) says. */
export async function watchContentChanges(source: NotificationSource, events: ContentEvents, timing = DEFAULT_TIMING): Promise<ContentWatch> {
  if ('pglite' in source) {
    const unlisten = await source.pglite.listen(CONTENT_CHANNEL, (payload) => events.changed(payload))
    events.listening()
    return { stop: () => unlisten() }
  }
  return watchPostgres(source.url, events, timing)
}

/** Between attempts to reach the process's database when it is down at start. */
const START_RETRY_MS = 2_000

/**
 * Watches the process's own database (opened by the server's start-up), trying again until it can
 * be reached; nothing is heard (and nothing `listening`) before then.
 */
export function watchProcessContentChanges(events: ContentEvents): ContentWatch {
  let watch: ContentWatch | undefined
  let stopped = false
  const started = (async () => {
    while (!stopped && !watch) {
      try {
        watch = await watchContentChanges((await getConnection()).notifications, events)
      } catch {
        await pause(START_RETRY_MS)
      }
    }
  })()
  return {
    async stop() {
      stopped = true
      await started
      await watch?.stop()
    },
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())

/** Missed heartbeats after which the listening client is replaced. */
const REPLACE_AFTER_MISSES = 5
const HEARTBEAT = 'heartbeat:'

function watchPostgres(url: string, events: ContentEvents, timing: WatchTiming): ContentWatch {
  const id = randomUUID()
  let client: postgres.Sql | undefined
  let sent = 0
  let heard = 0
  let hearing = false
  let misses = 0

  const send = () => {
    sent++
    client?.notify(CONTENT_CHANNEL, `${HEARTBEAT}${id}:${sent}`).catch(() => undefined) // unheard, it counts as missed
  }

  const onNotify = (payload: string) => {
    if (!payload.startsWith(HEARTBEAT)) return events.changed(payload)
    const [, from, beat] = payload.split(':')
    if (from !== id) return // another instance's heartbeat
    heard = Math.max(heard, Number(beat))
    if (heard === sent && !hearing) {
      hearing = true
      misses = 0
      events.listening()
    }
  }

  const open = () => {
    void client?.end({ timeout: 0 })
    const sql = postgres(url, { max: 1, connect_timeout: 5, max_lifetime: null, onnotice: () => undefined })
    client = sql
    // Runs on every (re)connect of the listening connection: what changed while it was away is unknown.
    const onListen = () => {
      if (hearing) events.changed('reconnect')
      send() // hear at once that notifications come through
    }
    sql.listen(CONTENT_CHANNEL, onNotify, onListen).catch(() => undefined) // missed heartbeats will tell
  }

  const check = () => {
    if (heard === sent) {
      misses = 0
    } else {
      misses++
      if (hearing) {
        hearing = false
        events.lost(new Error(`a heartbeat through ${CONTENT_CHANNEL} did not come back within ${timing.pingMs} ms`))
      }
      if (misses % REPLACE_AFTER_MISSES === 0) open()
    }
    send()
  }

  open()
  const timer = setInterval(check, timing.pingMs)
  timer.unref()

  return {
    async stop() {
      clearInterval(timer)
      await client?.end({ timeout: 1 })
      client = undefined
    },
  }
}
