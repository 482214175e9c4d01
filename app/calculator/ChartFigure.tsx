import { useCallback, useMemo, useState } from 'react'
import { m } from '../paraglide/messages.js'
import { Chart } from './Chart.tsx'
import type { ChartSeries } from './uplot-chart.ts'
import type { Locale } from '../i18n/locale.ts'

/**
 * A chart with its text alternatives: a visible summary and a data table for screen readers. When the
 * chart's code cannot load, the box says so and shows the table in the chart's place, so every
 * visitor keeps the figures (the box keeps its height: nothing below moves).
 */
export function ChartFigure(props: {
  id: string
  title: string
  summary: string
  tableCaption: string
  months: number[]
  series: ChartSeries[]
  format: (value: number) => string
  locale: Locale
}) {
  const { months, series, format } = props
  const spec = useMemo(
    () => ({ months, series, formatValue: format, formatMonth: (month: number) => String(month) }),
    [months, series, format],
  )
  const [failed, setFailed] = useState(false)
  const onFailure = useCallback(() => setFailed(true), [])
  const table = (
    <table className={failed ? 'mt-2 w-full text-left text-xs leading-4 tabular-nums text-ink' : undefined}>
      <caption className={failed ? 'sr-only' : undefined}>{props.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.pages_calc_month()}</th>
          {series.map((s) => (
            <th key={s.label} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {months.map((month, row) => (
          <tr key={month}>
            <th scope="row">{month}</th>
            {series.map((s) => (
              <td key={s.label}>{format(s.values[row] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
  return (
    <figure aria-labelledby={`${props.id}-title`} className="rounded-lg border border-slate-200 bg-white p-5">
      {/* A figcaption must be the figure's first or last child: the heading goes inside it. */}
      <figcaption>
        <h3 id={`${props.id}-title`} className="text-lg font-semibold text-brand-900">
          {props.title}
        </h3>
        <p className="mt-2 text-sm leading-6 text-muted">{props.summary}</p>
      </figcaption>
      <div className="mt-4 min-h-[330px]">
        {failed ? (
          <>
            <p className="text-sm leading-6 text-ink">{m.pages_calc_chart_failed()}</p>
            {table}
          </>
        ) : (
          <Chart spec={spec} onFailure={onFailure} />
        )}
      </div>
      {/* sr-only on a wrapper: a table ignores the 1 px width and would widen the page. */}
      {!failed && <div className="sr-only">{table}</div>}
    </figure>
  )
}
