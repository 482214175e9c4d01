// Keeps the render cache (app/http/shared-page.ts) true to the content: it holds the pages of one
// content version (db/content-version.server.ts), which every change raises (a row of the blog,
// `npm run db:seed`, a migration, from any instance) and which it reads at most about once a second.
// While the version cannot be read (the database is away) it serves what it holds as stale, for at
// most RENDER_CACHE_STALE_SECONDS, storing nothing. Its figures are logged every few minutes (when it
// was used) and at shutdown.
import { definePlugin } from 'nitro'
import { readProcessContentVersion } from '../../db/content-version.server.ts'
import { errorMessage, log } from '../../app/log/log.ts'
import { renderCacheStaleMs } from '../../app/config/numeric-settings.ts'
import { processSharedPages } from '../../app/http/shared-page.ts'

const STATS_EVERY_MS = 5 * 60_000

export default definePlugin((nitroApp) => {
  const { cache } = processSharedPages()
  // Off when RENDER_CACHE_MB=0, and under Vite's dev server, which renders fresh code on every change.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- typed as always there; Nitro's production bundle may leave it undefined
  if (cache.maxBytes === 0 || import.meta.env?.DEV) return
  const staleMs = renderCacheStaleMs(process.env)
  cache.follow({
    read: readProcessContentVersion,
    staleMs,
    report: (event) => {
      if (event.kind === 'changed')
        log('info', 'render cache emptied: content changed', { from: event.from, to: event.to })
      else if (event.kind === 'unreadable')
        log('warn', 'render cache serves stale pages until the content version can be read again', {
          error: errorMessage(event.error),
          staleMs,
        })
      else log('info', 'render cache fresh again: the content version is read')
    },
  })

  let reported = 0
  const report = () => {
    const stats = cache.stats()
    reported = stats.hits + stats.misses
    log('info', 'render cache', { ...stats })
  }
  const timer = setInterval(() => {
    const stats = cache.stats()
    if (stats.hits + stats.misses !== reported) report()
  }, STATS_EVERY_MS)
  timer.unref()

  nitroApp.hooks.hook('close', () => {
    clearInterval(timer)
    report()
  })
})
