// Main-thread figures from a Lighthouse trace that the host's load moves little. Lighthouse's TBT is
// simulated from the wall time of each task; on a busy shared host a task waits for a core, so its
// wall time can be several times its CPU time (docs/decisions/0063-perf-harness-figures.md), and the
// blocking time mostly measures the neighbours. The thread time of the same tasks is what the page
// costs. `npm run perf` prints both.

import * as v from 'valibot'

/** The fields of a Chrome trace event read here (`tdur`: thread, CPU, time of a complete event, µs). */
export const TraceEventSchema = v.looseObject({
  name: v.string(),
  ph: v.string(),
  ts: v.number(),
  dur: v.optional(v.number()),
  tdur: v.optional(v.number()),
  pid: v.number(),
  tid: v.number(),
  args: v.optional(
    v.looseObject({
      name: v.optional(v.string()),
      data: v.optional(v.looseObject({ url: v.optional(v.string()), documentLoaderURL: v.optional(v.string()) })),
    }),
  ),
})
export type TraceEvent = v.InferOutput<typeof TraceEventSchema>

/** A trace file: Chrome's `{ traceEvents }`, or the bare array. */
export const TraceSchema = v.union([
  v.array(TraceEventSchema),
  v.object({ traceEvents: v.optional(v.array(TraceEventSchema)) }),
])

export interface CpuFigures {
  /** CPU time of the renderer's main-thread tasks after the first contentful paint, ms. */
  cpuAfterPaint: number
  /** Total blocking time computed from those tasks' CPU time × the slowdown (the part over 50 ms), ms. */
  blocking: number
}

/** Lighthouse's own probes (its `_lighthouse-eval.js` scripts) run on the page's thread too: not ours. */
const LIGHTHOUSE_SCRIPT = /_lighthouse-eval\.js/

/** The page's renderer main thread (`pid:tid`): the busiest thread named CrRendererMain. */
export function rendererMainThread(events: TraceEvent[]): string | undefined {
  const threadName = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]),
  )
  const counts = new Map<string, number>()
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`
    if (threadName.get(thread) === 'CrRendererMain') counts.set(thread, (counts.get(thread) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
}

export function cpuFigures(events: TraceEvent[], slowdown: number): CpuFigures {
  const main = rendererMainThread(events)
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === main)?.ts
  if (main === undefined || paint === undefined) return { cpuAfterPaint: 0, blocking: 0 }
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts)
  const probes = onMain.filter((e) => LIGHTHOUSE_SCRIPT.test(e.args?.data?.url ?? '')).map((e) => e.ts)
  let cpuAfterPaint = 0
  let blocking = 0
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts < paint) continue
    const end = task.ts + (task.dur ?? 0)
    if (probes.some((ts) => ts >= task.ts && ts < end)) continue
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000
    cpuAfterPaint += cpu
    blocking += Math.max(0, cpu * slowdown - 50)
  }
  return { cpuAfterPaint: Math.round(cpuAfterPaint), blocking: Math.round(blocking) }
}
