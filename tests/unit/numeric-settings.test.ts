// Every numeric setting is read by one rule: unset or empty is its default, anything else a whole
// number in its range. The start-up check refuses exactly the values its readers would not take as
// written, so an accepted value is the value the server runs with.
import { describe, expect, it } from 'vitest'
import { envInteger, renderCacheBytes, renderCacheStaleMs } from '../../app/config/numeric-settings.ts'
import { sharedPageCache } from '../../app/http/cache-control.ts'
import { readProviderConfig } from '../../app/newsletter/config.server.ts'
import { drainMs, shutdownTimeoutMs } from '../../server/drain.ts'
import { configProblems } from '../../server/env-check.ts'

type Env = Record<string, string | undefined>

const readers: Array<{ name: string; fallback: number; read: (env: Env) => number }> = [
  { name: 'CDN_PAGE_SECONDS', fallback: 60, read: (env) => Number(/s-maxage=(\d+)/.exec(sharedPageCache(env))?.[1]) },
  { name: 'SHUTDOWN_DRAIN_SECONDS', fallback: 3, read: (env) => drainMs(env) / 1000 },
  { name: 'SERVER_SHUTDOWN_TIMEOUT', fallback: 5, read: (env) => shutdownTimeoutMs(env) / 1000 },
  { name: 'RENDER_CACHE_MB', fallback: 32, read: (env) => renderCacheBytes(env) / 1024 / 1024 },
  { name: 'RENDER_CACHE_STALE_SECONDS', fallback: 600, read: (env) => renderCacheStaleMs(env) / 1000 },
  { name: 'DATABASE_POOL_MAX', fallback: 10, read: (env) => envInteger(env, 'DATABASE_POOL_MAX') },
  { name: 'PORT', fallback: 3000, read: (env) => envInteger(env, 'PORT') },
  {
    name: 'NEWSLETTER_PROVIDER_TIMEOUT_MS',
    fallback: 4000,
    read: (env) => readProviderConfig({ ...env, MAILERLITE_API_KEY: 'key' })?.timeoutMs ?? NaN,
  },
]

const written = ['', '0', '1', '7', '60', '600', '4500', '-1', '1.5', 'x', ' 5', '1e2', '0x10', '99999999']

describe('numeric settings', () => {
  it('reads an empty CDN_PAGE_SECONDS as unset: CDNs keep pages for the default minute', () => {
    expect(sharedPageCache({ CDN_PAGE_SECONDS: '' })).toBe(sharedPageCache({}))
  })

  it.each(readers)('$name: the check refuses what the reader would not take as written', ({ name, fallback, read }) => {
    expect(read({}), `${name} unset`).toBe(fallback)
    for (const raw of written) {
      const refused = configProblems({ [name]: raw }).some((problem) => problem.startsWith(`${name}:`))
      const expected = raw === '' || refused ? fallback : Number(raw)
      expect(read({ [name]: raw }), `${name}=${JSON.stringify(raw)} (${refused ? 'refused' : 'accepted'})`).toBe(
        expected,
      )
    }
  })
})
