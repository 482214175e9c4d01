import { describe, expect, it } from 'vitest'
import { formatMetrics, median, medianRow, type Row } from '../../scripts/perf/median-row.ts'

const run = (performance: number, tbt: number, lcp: number): Row => ({
  path: '/',
  scores: { performance, seo: 100 },
  lcp,
  fcp: lcp - 200,
  tbt,
  cls: 0,
  benchmarkIndex: 2000 + tbt,
  slowdown: 4 + tbt / 100,
})

describe('the medians of a page’s runs', () => {
  it('takes each figure’s own median, not the run with the median score', () => {
    // The run with the median score (99) has the highest TBT (180 ms); the median TBT is 90 ms.
    const row = medianRow([run(100, 90, 1400), run(99, 180, 1200), run(98, 40, 1600)])
    expect(row.scores).toEqual({ performance: 99, seo: 100 })
    expect(row.tbt).toBe(90)
    expect(row.lcp).toBe(1400)
    expect(row.benchmarkIndex).toBe(2090)
    expect(row.slowdown).toBe(4.9)
  })

  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(medianRow([run(100, 10, 1000), run(100, 30, 1000)]).tbt).toBe(20)
  })

  it('shows LCP in seconds to 10 ms and TBT to 10 ms', () => {
    expect(formatMetrics({ ...run(100, 86.4, 1449), cls: 0.0042 })).toEqual(['1.45 s', '90 ms', '0.004'])
  })

  it('shows a dash for what a run did not measure (an SEO-only run)', () => {
    expect(formatMetrics({ ...run(100, Number.NaN, Number.NaN), cls: Number.NaN })).toEqual(['–', '–', '–'])
  })

  it('refuses no runs', () => {
    expect(() => medianRow([])).toThrow()
  })
})
