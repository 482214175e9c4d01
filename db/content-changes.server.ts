// Hears content changes: LISTEN on the content channel (db/content-channel.ts), which the content
// tables' triggers and the migrator notify. PGlite is one process: its own listen cannot be lost.
// On PostgreSQL one connection of the watcher's own listens; while it is down, changes go unheard.
// A closed connection, or one whose LISTEN failed, means `lost` at once and is replaced at the next
// beat, so listening resumes within a beat or two of the database's return; and since a connection
// can also die without closing, the watcher sends itself a heartbeat through the channel every
// `pingMs`: one that has not come back by the next beat means `lost`, and a connection that stays
// deaf for five beats is replaced. The first heartbeat heard means `listening` (again): what
// changed in between is unknown, so the cache starts from empty.
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
export async function watchContentChanges(
  source: NotificationSource,
  events: ContentEvents,
  timing = DEFAULT_TIMING,
): Promise<ContentWatch> {
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
 * be reached; nothing is heard (and nothing `listening`) before then. It may be the first to ask for
 * the connection: the start-up's open step (the seed) is read only after the migrations have run.
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

/** Missed heartbeats after which the listening connection is replaced. */
const REPLACE_AFTER_MISSES = 5
const HEARTBEAT = 'heartbeat:'

function watchPostgres(url: string, events: ContentEvents, timing: WatchTiming): ContentWatch {
  const id = randomUUID()
  let client: postgres.Sql | undefined
  let sent = 0
  let heard = 0
  let hearing = false
  let misses = 0

  const deaf = (error: unknown) => {
    if (!hearing) return
    hearing = false
    events.lost(error)
  }

  const onNotify = (channel: string, payload: string) => {
    if (channel !== CONTENT_CHANNEL) return
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

  const send = () => {
    sent++
    client?.notify(CONTENT_CHANNEL, `${HEARTBEAT}${id}:${sent}`).catch(() => undefined) // unheard, it counts as missed
  }

  // One connection that LISTENs and carries the heartbeats. postgres.js reconnects a closed
  // connection for the next query, but without the LISTEN: a closed one is replaced instead.
  const open = () => {
    void client?.end({ timeout: 0 })
    const options = {
      max: 1,
      connect_timeout: 5,
      idle_timeout: 0,
      max_lifetime: null,
      onnotice: () => undefined,
      // postgres.js's own `listen` receives through this option; its types leave it out.
      onnotify: onNotify,
      onclose: () => {
        if (client !== sql) return // a replaced or stopped client
        client = undefined
        deaf(new Error('the listening connection closed'))
      },
    }
    const sql = postgres(url, options)
    client = sql
    sql`listen ${sql(CONTENT_CHANNEL)}`.then(
      () => send(), // hear at once that notifications come through
      () => {
        // Not listening (the database is away): the next beat opens a new connection.
        if (client !== sql) return
        client = undefined
        void sql.end({ timeout: 0 })
      },
    )
  }

  const check = () => {
    if (heard === sent) {
      misses = 0
    } else {
      misses++
      deaf(new Error(`a heartbeat through ${CONTENT_CHANNEL} did not come back within ${timing.pingMs} ms`))
    }
    if (!client || misses >= REPLACE_AFTER_MISSES) {
      misses = 0
      open()
    } else {
      send()
    }
  }

  open()
  const timer = setInterval(check, timing.pingMs)
  timer.unref()

  return {
    async stop() {
      clearInterval(timer)
      const sql = client
      client = undefined
      await sql?.end({ timeout: 1 })
    },
  }
}
