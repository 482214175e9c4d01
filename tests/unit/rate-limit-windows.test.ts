// The in-process sliding windows PGlite's rate limits use (the same rule is tested through
// hitRateLimits on both databases in newsletter.test.ts and vitals.test.ts): hits out of time order,
// several limits at once, and the purge.
import { describe, expect, it } from 'vitest'
import { SlidingWindows } from '../../app/rate-limit/rate-limit-windows.ts'

const rule = { limit: 2, windowSeconds: 60 }

describe('SlidingWindows', () => {
  it('finds the limit-th newest hit even when hits arrive out of time order', () => {
    const windows = new SlidingWindows()
    expect(windows.hit([{ key: 'a', rule }], 100).fullUntil).toBeNull()
    expect(windows.hit([{ key: 'a', rule }], 90).fullUntil).toBeNull() // a clock stepped back
    // Full until the older of the two (90 + 60) leaves, not the one counted last.
    expect(windows.hit([{ key: 'a', rule }], 120).fullUntil).toBe(150)
    expect(windows.hit([{ key: 'a', rule }], 150).fullUntil).toBeNull()
  })

  it('counts a hit against no limit when one of them is full', () => {
    const windows = new SlidingWindows()
    const both = [
      { key: 'client', rule: { limit: 1, windowSeconds: 60 } },
      { key: 'all', rule },
    ]
    expect(windows.hit(both, 0).fullUntil).toBeNull()
    expect(windows.hit(both, 1).fullUntil).toBe(60)
    // The refused hit used none of the shared limit: another client still gets its one.
    expect(
      windows.hit(
        [
          { key: 'other', rule: { limit: 1, windowSeconds: 60 } },
          { key: 'all', rule },
        ],
        2,
      ).fullUntil,
    ).toBeNull()
  })

  it('purges what left its window, once', () => {
    const windows = new SlidingWindows()
    windows.hit([{ key: 'a', rule }], 0)
    windows.hit([{ key: 'a', rule }], 30)
    windows.hit([{ key: 'b', rule }], 0)
    expect(windows.purge(70)).toBe(2)
    expect(windows.purge(70)).toBe(0)
    // 'a' keeps its hit of 30: one more fills it again.
    expect(windows.hit([{ key: 'a', rule }], 71).fullUntil).toBeNull()
    expect(windows.hit([{ key: 'a', rule }], 72).fullUntil).toBe(90)
  })
})
