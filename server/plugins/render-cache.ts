// Keeps the render cache (app/http/shared-page.ts) true to the content: it is off until content
// changes can be heard, empties on every change (a row of the blog, `npm run db:seed`, a migration,
// from any instance), and while the database's notifications cannot reach this process (the
// database is away) serves what it holds as stale, for at most RENDER_CACHE_STALE_SECONDS, storing
// nothing; once they are heard again it starts empty. Its figures are logged every few minutes (when it was used) and at shutdown.
import { definePlugin } from 'nitro'
import { watchProcessContentChanges } from '../../db/content-changes.server.ts'
import { errorMessage, log } from '../../app/http/request-log.ts'
import { renderCacheStaleMs } from '../../app/config/numeric-settings.ts'
import { processSharedPages } from '../../app/http/shared-page.ts'

const STATS_EVERY_MS = 5 * 60_000

export default definePlugin((nitroApp) => {
  const { cache } = processSharedPages()
  // Off when RENDER_CACHE_MB=0, and under Vite's dev server, which renders fresh code on every change.
  if (cache.maxBytes === 0 || import.meta.env?.DEV) return
  const watch = watchProcessContentChanges({
    changed: (what) => {
      cache.invalidate()
      log('info', 'render cache emptied: content changed', { what })
    },
    listening: () => {
      cache.resume()
      log('info', 'render cache on: content changes are heard')
    },
    lost: (error) => {
      const staleMs = renderCacheStaleMs(process.env)
      cache.serveStale(staleMs)
      log('warn', 'render cache serves stale pages until content changes can be heard again', {
        error: errorMessage(error),
        staleMs,
      })
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

  nitroApp.hooks.hook('close', async () => {
    clearInterval(timer)
    report()
    await watch.stop()
  })
})
