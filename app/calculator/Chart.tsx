import { useEffect, useRef } from 'react'
import type { ChartSpec } from './uplot-chart.ts'

/**
 * A uPlot chart, drawn after hydration. The box keeps its height while the chart code loads (no
 * layout shift); the chart itself is hidden from screen readers, which get the summary and table
 * beside it instead.
 */
export function Chart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let destroy: (() => void) | undefined
    let cancelled = false
    void import('./uplot-chart.ts').then(({ drawChart }) => {
      if (!cancelled && box.current) destroy = drawChart(box.current, spec)
    })
    return () => {
      cancelled = true
      destroy?.()
    }
  }, [spec])
  return <div ref={box} aria-hidden="true" className="min-h-[330px] w-full" />
}
