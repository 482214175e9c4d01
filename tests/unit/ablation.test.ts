// The ablation's edits (scripts/perf/ablation.ts) switch each speed mechanism off by replacing text in
// a copy of the site: when the code they expect has moved, this fails here, not an hour into a run.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { applyEdit, costOf, MECHANISMS, noiseOf } from '../../scripts/perf/ablation.ts'

const root = join(import.meta.dirname, '../..')

describe('the ablation', () => {
  test.each(MECHANISMS.map((mechanism) => [mechanism.id, mechanism] as const))(
    '%s: every edit finds its text and changes the file',
    (_id, mechanism) => {
      const texts = new Map<string, string>()
      for (const edit of mechanism.edits) {
        const before = texts.get(edit.file) ?? readFileSync(join(root, edit.file), 'utf8')
        const after = applyEdit(before, edit)
        expect(after).not.toBe(before)
        texts.set(edit.file, after)
      }
      expect(mechanism.edits.length).toBeGreaterThan(0)
    },
  )

  test('an edit whose text is missing fails, naming the file', () => {
    expect(() => applyEdit('const a = 1\n', { file: 'app/x.ts', from: 'const b = 2', to: '' })).toThrow(
      /app\/x\.ts: expected 1 × "const b = 2", found 0/,
    )
    expect(() => applyEdit('a a', { file: 'app/x.ts', from: 'a', to: 'b' })).toThrow(/found 2/)
  })

  test("noise is the widest of both baselines' spreads and the gap between their medians; cost is against their middle", () => {
    expect(noiseOf([10, 30, 20], [20, 25, 20])).toBe(20)
    expect(noiseOf([100, 100, 100], [140, 140, 141])).toBe(40)
    expect(costOf([50, 60, 70], [10, 20, 30], [30, 40, 50])).toBe(30)
  })
})
