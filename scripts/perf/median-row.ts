// The performance budgets are medians of three runs, metric by metric: the shown performance score is
// the median score, the shown TBT the median TBT, and so on. Taking the whole run with the median score
// showed that run's TBT, which could be the highest of the three.

/** One Lighthouse run of a page, or the medians of several. */
export interface Row {
  path: string
  scores: Record<string, number>
  /** Largest contentful paint, ms. */
  lcp: number
  /** First contentful paint, ms. */
  fcp: number
  /** Total blocking time (Lighthouse's, simulated from wall time), ms. */
  tbt: number
  cls: number
  /** Lighthouse's measure of this machine's speed at the run (higher is faster): it tells a slow day. */
  benchmarkIndex: number
  /** The CPU slowdown Lighthouse simulated the run with (scripts/perf/cpu-slowdown.ts). */
  slowdown: number
}

export function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
}

/** Each figure's median over the runs of one page. */
export function medianRow(rows: Row[]): Row {
  const [first] = rows
  if (!first) throw new Error('no runs')
  const of = (pick: (row: Row) => number) => median(rows.map(pick))
  return {
    path: first.path,
    scores: Object.fromEntries(
      Object.keys(first.scores).map((category) => [category, of((row) => row.scores[category] ?? 0)]),
    ),
    lcp: of((row) => row.lcp),
    fcp: of((row) => row.fcp),
    tbt: of((row) => row.tbt),
    cls: of((row) => row.cls),
    benchmarkIndex: of((row) => row.benchmarkIndex),
    slowdown: of((row) => row.slowdown),
  }
}

/**
 * A table row's cells after the page: LCP in seconds to 10 ms (the budget is 1.0 s), TBT to 10 ms, as Lighthouse shows them; "–" where
 * the run measured nothing (`--only seo` leaves the performance audits out).
 */
export function formatMetrics(row: Row): string[] {
  const cell = (value: number, show: (value: number) => string) => (Number.isFinite(value) ? show(value) : '–')
  return [
    cell(row.lcp, (lcp) => `${(lcp / 1000).toFixed(2)} s`),
    cell(row.tbt, (tbt) => `${Math.round(tbt / 10) * 10} ms`),
    cell(row.cls, (cls) => String(Math.round(cls * 1000) / 1000)),
  ]
}
