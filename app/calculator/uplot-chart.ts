// Draws a line chart with uPlot. Imported dynamically by Chart.tsx, so uPlot (which needs `window`)
// loads in the browser only, and only on the calculator page.
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import './uplot-theme.css'

export interface ChartSeries {
  label: string
  color: string
  dash?: number[]
  values: number[]
}

export interface ChartSpec {
  months: number[]
  series: ChartSeries[]
  formatValue: (value: number) => string
  formatMonth: (month: number) => string
}

const HEIGHT = 280
const AXIS = '#4a5568'
const GRID = '#e2e8f0'

export function drawChart(element: HTMLElement, spec: ChartSpec): () => void {
  // The axes are drawn on the canvas, which knows no CSS: give them the page's font by name.
  const font = `12px ${getComputedStyle(element).fontFamily}`
  const chart = new uPlot(
    {
      width: Math.max(element.clientWidth, 280),
      height: HEIGHT,
      legend: { live: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false } },
      axes: [
        {
          stroke: AXIS,
          font,
          grid: { stroke: GRID },
          ticks: { stroke: GRID },
          values: (_u, ticks) => ticks.map(spec.formatMonth),
        },
        {
          stroke: AXIS,
          font,
          grid: { stroke: GRID },
          ticks: { stroke: GRID },
          size: 84,
          values: (_u, ticks) => ticks.map(spec.formatValue),
        },
      ],
      series: [
        { label: '' },
        ...spec.series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 3,
          dash: s.dash,
          value: (_u: uPlot, v: number | null) => (v == null ? '' : spec.formatValue(v)),
        })),
      ],
    },
    [spec.months, ...spec.series.map((s) => s.values)],
    element,
  )
  const observer = new ResizeObserver(() =>
    chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
  )
  observer.observe(element)
  return () => {
    observer.disconnect()
    chart.destroy()
  }
}
