// The CPU-time figures `npm run perf` prints beside Lighthouse's (scripts/perf/trace-cpu.ts).
import { describe, expect, it } from 'vitest'
import { cpuFigures, type TraceEvent } from '../../scripts/perf/trace-cpu.ts'

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
})
const task = (ts: number, dur: number, tdur: number, tid = 1): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  pid: 1,
  tid,
})

describe('CPU figures of a trace', () => {
  it('count the main thread’s tasks after the first paint by their CPU time, and their blocking time at the slowdown', () => {
    const events: TraceEvent[] = [
      thread(1, 1, 'CrRendererMain'),
      thread(1, 2, 'CrRendererMain'),
      thread(1, 3, 'Compositor'),
      { name: 'firstContentfulPaint', ph: 'I', ts: 1000, pid: 1, tid: 1 },
      task(500, 90_000, 90_000), // before the paint: not counted
      task(2000, 120_000, 20_000), // waited for a core: 20 ms of CPU → 100 ms at 5× → 50 blocking
      task(200_000, 8000, 8000), // 40 ms at 5×: not blocking
      task(300_000, 40_000, 30_000),
      {
        name: 'FunctionCall',
        ph: 'X',
        ts: 300_100,
        dur: 100,
        pid: 1,
        tid: 1,
        args: { data: { url: 'http://x/_lighthouse-eval.js' } },
      },
      task(5000, 50_000, 50_000, 3), // another thread
      task(6000, 1000, 1000, 2), // a second, quieter renderer
    ]
    expect(cpuFigures(events, 5)).toEqual({ cpuAfterPaint: 28, blocking: 50 })
  })

  it('give zeros for a trace without a first paint', () => {
    expect(cpuFigures([thread(1, 1, 'CrRendererMain'), task(0, 1000, 1000)], 4)).toEqual({
      cpuAfterPaint: 0,
      blocking: 0,
    })
  })
})
