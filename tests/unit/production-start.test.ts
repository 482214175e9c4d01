// `npm start` (scripts/lib/start.sh), the measuring scripts and the stack start the production server
// with the same Node flags and allocator, so what `npm run bench -- --soak` measures is what runs
// (docs/decisions/0082, 0083, 0084).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }
import {
  JEMALLOC_CONF,
  jemallocPath,
  PRODUCTION_NODE_FLAGS,
  productionAllocatorEnv,
} from '../../scripts/lib/production-server.ts'

const startScript = readFileSync('scripts/lib/start.sh', 'utf8')

describe('production start', () => {
  it('npm start runs scripts/lib/start.sh, which execs node with the production flags', () => {
    expect(packageJson.scripts.start).toBe('sh scripts/lib/start.sh')
    const exec =
      startScript
        .split('\n')
        .find((line) => line.startsWith('exec node '))
        ?.split(/\s+/) ?? []
    expect(exec.slice(2, 2 + PRODUCTION_NODE_FLAGS.length)).toEqual(PRODUCTION_NODE_FLAGS)
    expect(exec.at(-1)).toBe('.output/server/index.mjs')
  })

  it('npm start preloads the same jemalloc with the same settings', () => {
    expect(startScript).toContain(`MALLOC_CONF:-${JEMALLOC_CONF}}`)
    expect(startScript).toContain(`/usr/lib/$triplet/libjemalloc.so.2`)
    expect(jemallocPath('x64')).toBe('/usr/lib/x86_64-linux-gnu/libjemalloc.so.2')
    expect(jemallocPath('arm64')).toBe('/usr/lib/aarch64-linux-gnu/libjemalloc.so.2')
  })

  it('the script chooses what the measuring scripts choose on this machine', () => {
    const env = { PATH: process.env.PATH ?? '' }
    // The script's choice, printed instead of starting the server.
    const printed = execFileSync(
      'sh',
      ['-c', `${startScript.replace(/^exec node .*$/m, 'echo "$LD_PRELOAD|$MALLOC_CONF"')}`],
      { env, encoding: 'utf8' },
    ).trim()
    const chosen = productionAllocatorEnv(env)
    expect(printed).toBe(`${chosen.LD_PRELOAD ?? ''}|${chosen.MALLOC_CONF ?? ''}`)
  })

  it('preloads jemalloc only when installed, and keeps a preload or MALLOC_CONF the environment sets', () => {
    const installed = () => true
    expect(productionAllocatorEnv({}, installed)).toEqual({ LD_PRELOAD: jemallocPath(), MALLOC_CONF: JEMALLOC_CONF })
    expect(productionAllocatorEnv({}, () => false)).toEqual({})
    expect(productionAllocatorEnv({ LD_PRELOAD: '/opt/other.so' }, installed)).toEqual({})
    expect(productionAllocatorEnv({ MALLOC_CONF: 'narenas:1' }, installed)).toEqual({
      LD_PRELOAD: jemallocPath(),
      MALLOC_CONF: 'narenas:1',
    })
  })
})
