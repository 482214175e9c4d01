// Lighthouse's mobile preset slows the CPU 4× and is calibrated for a host whose benchmarkIndex is
// about 1,500–2,000 (its docs/throttling.md: a "high-end desktop"), turning it into its target
// mid-range phone. On a faster or slower host the same 4× emulates another phone, so `npm run perf`
// scales the multiplier by the host's index, around the middle of that range: every run then
// emulates the same phone, and figures from different days compare.
export const REFERENCE_INDEX = 1750
export const DEFAULT_SLOWDOWN = 4

/** The CPU slowdown that emulates Lighthouse's target phone on a host of `benchmarkIndex` (one decimal, at least 1). */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_SLOWDOWN
  return Math.max(1, Math.round(((DEFAULT_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX) * 10) / 10)
}
