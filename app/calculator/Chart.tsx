import { useEffect, useRef } from 'react'
import type { ChartSpec } from './uplot-chart.ts'

/**
 * A uPlot chart, drawn once it comes near the viewport (uPlot's code is fetched then, not with
 * the page). The box keeps its height meanwhile (no layout shift); the chart is hidden from screen
 * readers, which get the summary and the data table beside it instead.
 */
export function Chart({ spec }: { spec: ChartSpec }) {
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
        void import('./uplot-chart.ts').then(({ drawChart }) => {
          if (!cancelled) destroy = drawChart(element, spec)
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
  }, [spec])
  return <div ref={box} aria-hidden="true" className="min-h-[330px] w-full" />
}
