// Purges the rate limits' expired hits while the server runs; stops (waiting for a purge in
// progress) when the server closes, before the database does.
import { definePlugin } from 'nitro'
import { startRateLimitPurge } from '../../app/rate-limit/purge.server.ts'

export default definePlugin((nitroApp) => {
  const purge = startRateLimitPurge()
  nitroApp.hooks.hook('close', () => purge.stop())
})
