import { expect, test } from 'vitest'
import { calibratedSlowdown, DEFAULT_SLOWDOWN } from '../../scripts/perf/cpu-slowdown.ts'

test('the slowdown is 4 × benchmarkIndex ÷ 1,750: 4× on the host Lighthouse is calibrated for', () => {
  expect(calibratedSlowdown(1750)).toBe(4)
  expect(calibratedSlowdown(2625)).toBe(6) // a faster host is slowed more
  expect(calibratedSlowdown(875)).toBe(2) // a slower one less
  expect(calibratedSlowdown(2022)).toBe(4.6)
})

test('never speeds the CPU up, and falls back to the default without a measurement', () => {
  expect(calibratedSlowdown(100)).toBe(1)
  expect(calibratedSlowdown(0)).toBe(DEFAULT_SLOWDOWN)
  expect(calibratedSlowdown(Number.NaN)).toBe(DEFAULT_SLOWDOWN)
})
