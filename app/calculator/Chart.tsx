import { useEffect, useRef } from 'react'
import { loadOnce } from '../lib/load-once.ts'
import type { ChartSpec } from './uplot-chart.ts'

// uPlot's chunk, once per page (app/lib/load-once.ts). It can fail to arrive, and it can throw while
// it evaluates: uPlot 1.6 runs `new Intl.NumberFormat(navigator.language)` at its top level, which
// throws for a language tag such as "C" (WebKitGTK under LANG=C.UTF-8; docs/upgrading.md).
const loadChart = loadOnce(() => import('./uplot-chart.ts'))

/**
 * A uPlot chart, drawn once it comes near the viewport (uPlot's code is fetched then, not with
 * the page). The box keeps its height meanwhile (no layout shift); the chart is hidden from screen
 * readers, which get the summary and the data table beside it instead. When uPlot cannot load,
 * `onFailure` lets the figure show its figures in the chart's place.
 */
export function Chart({ spec, onFailure }: { spec: ChartSpec; onFailure: () => void }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    let destroy: (() => void) | undefined
    let cancelled = false
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        loadChart()
          .then(({ drawChart }) => {
            if (!cancelled) destroy = drawChart(element, spec)
          })
          .catch(() => {
            if (!cancelled) onFailure()
          })
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
      destroy?.()
    }
  }, [spec, onFailure])
  return <div ref={box} aria-hidden="true" className="w-full" />
}
