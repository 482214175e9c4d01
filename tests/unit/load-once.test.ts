// A lazy import runs once per page, its failure included (app/lib/load-once.ts), and every lazy
// import of the site's browser code goes through it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadOnce } from '../../app/lib/load-once.ts'

describe('loadOnce', () => {
  it('imports once and hands every caller the same module', async () => {
    let calls = 0
    const load = loadOnce(() => Promise.resolve({ calls: ++calls }))
    expect(await load()).toBe(await load())
    expect(calls).toBe(1)
  })

  it('keeps a failure: a later call gets the same rejection and never imports again', async () => {
    let calls = 0
    const failure = new RangeError('invalid language tag: C')
    const load = loadOnce(() => {
      calls += 1
      return Promise.reject(failure)
    })
    await expect(load()).rejects.toBe(failure)
    await expect(load()).rejects.toBe(failure)
    expect(calls).toBe(1)
  })

  it('leaves no unhandled rejection when nobody awaits (a preload on focus)', async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.prependListener('unhandledRejection', onUnhandled)
    try {
      void loadOnce(() => Promise.reject(new Error('blocked')))()
      await new Promise((resolve) => setImmediate(resolve))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })
})

describe('lazy imports in app/', () => {
  const root = join(import.meta.dirname, '../..')
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === 'paraglide'
          ? []
          : files(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    )

  // The browser adopts the configuration the page was rendered with before any loader runs
  // (app/router.tsx), so this import runs on the server only.
  // A server route's handler (Start's `server.handlers`) runs on the server only.
  const serverOnly = new Set(['app/config/load-site.ts', 'app/routes/book-demo.tsx'])

  it('go through loadOnce (or deferredSection, which uses it); server-only and type imports aside', () => {
    const bare = files(join(root, 'app')).flatMap((file) => {
      const name = relative(root, file)
      if (serverOnly.has(name)) return []
      const text = readFileSync(file, 'utf8')
      return [...text.matchAll(/\bimport\(/g)]
        .filter(({ index }) => {
          // A `.server.ts` module never reaches the browser (Start's import protection refuses it there).
          if (/^import\('[^']+\.server\.ts'\)/.test(text.slice(index))) return false
          const before = text.slice(Math.max(0, index - 80), index)
          const line = before.slice(before.lastIndexOf('\n') + 1)
          return !(
            /loadOnce\(\(\) => $|typeof $/.test(before) ||
            /deferredSection\(\s*'[^']*',\s*\(\) => $/.test(before) ||
            /import\.meta\.env\.SSR|^\s*(\/\/|\*)/.test(line)
          )
        })
        .map(({ index }) => `${name}:${text.slice(0, index).split('\n').length}`)
    })
    expect(bare).toEqual([])
  })
})
