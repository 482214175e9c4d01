// `npm start` and the measuring scripts start the production server with the same Node flags, so
// what `npm run bench -- --soak` measures is what runs (docs/decisions/0082).
import { describe, expect, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }
import { PRODUCTION_NODE_FLAGS } from '../../scripts/lib/production-server.ts'

describe('production start', () => {
  it('passes the production flags in npm start', () => {
    const start = packageJson.scripts.start.split(/\s+/)
    expect(start[0]).toBe('node')
    expect(start.slice(1, 1 + PRODUCTION_NODE_FLAGS.length)).toEqual(PRODUCTION_NODE_FLAGS)
    expect(start.at(-1)).toBe('.output/server/index.mjs')
  })
})
