import { useMemo } from 'react'
import { m } from '../paraglide/messages.js'
import { DemoLink } from '../scheduling/DemoLink.tsx'
import { CtaPanel } from '../ui/CtaPanel.tsx'
import { ChartFigure } from './ChartFigure.tsx'
import { formatEuro, formatNumber } from './format.ts'
import type { CalculatorResult } from './model.ts'
import type { Locale } from '../i18n/locale.ts'
import type { CalculatorSearch } from './inputs.ts'

// Line colours with at least 3:1 contrast against the white chart background (WCAG 1.4.11).
const COLORS = { today: '#1f5fbf', product: '#b45309', saved: '#047857' }

/**
 * The estimate: gross savings before the platform's own cost, said so in the heading; with a yearly
 * cost given, net savings and the payback period below, and the cost chart with that cost included.
 */
export function CalculatorResults({ result, locale }: { result: CalculatorResult; locale: Locale }) {
  const euro = useMemo(() => (value: number) => formatEuro(value, locale), [locale])
  const hours = useMemo(() => (value: number) => formatNumber(value, locale), [locale])
  const months = useMemo(() => result.months.map((p) => p.month), [result])
  const timeSeries = useMemo(
    () => [
      {
        label: m.pages_calc_series_current_hours(),
        color: COLORS.today,
        values: result.months.map((p) => p.currentHours),
      },
      {
        label: m.pages_calc_series_product_hours(),
        color: COLORS.product,
        dash: [8, 6],
        values: result.months.map((p) => p.productHours),
      },
    ],
    [result],
  )
  const { platform } = result
  const costSeries = useMemo(
    () => [
      {
        label: m.pages_calc_series_current_cost(),
        color: COLORS.today,
        values: result.months.map((p) => p.currentCost),
      },
      {
        label: result.platform ? m.pages_calc_series_product_cost_total() : m.pages_calc_series_product_cost(),
        color: COLORS.product,
        dash: [8, 6],
        values: result.months.map((p) => p.productCost),
      },
      {
        label: result.platform ? m.pages_calc_series_saved_net() : m.pages_calc_series_saved(),
        color: COLORS.saved,
        dash: [2, 4],
        values: result.months.map((p) => p.savedCost),
      },
    ],
    [result],
  )
  const split = { budget: euro(result.externalBudgetSavedPerYear), time: euro(result.timeValuePerYear) }
  const figures: Figure[] = [
    { label: m.pages_calc_monthly(), value: euro(result.grossMonthlySavings) },
    { label: m.pages_calc_annual(), value: euro(result.grossAnnualSavings), note: m.pages_calc_annual_split(split) },
    { label: m.pages_calc_hours_month(), value: m.pages_calc_hours_value({ hours: hours(result.hoursSavedPerMonth) }) },
    { label: m.pages_calc_fte(), value: m.pages_calc_fte_value({ percent: formatNumber(result.ftePercent, locale) }) },
  ]
  const yearEnd = result.months.at(-1)
  // A loss reads as extra cost, never as a negative saving (docs/copy-style.md).
  const loss = platform !== null && platform.netAnnualSavings < 0
  const afterCost: Figure[] = platform
    ? [
        { label: m.pages_calc_platform_cost(), value: euro(platform.costPerYear) },
        {
          label: loss ? m.pages_calc_extra_annual() : m.pages_calc_net_annual(),
          value: euro(Math.abs(platform.netAnnualSavings)),
          note: m.pages_calc_net_split({ ...split, cost: euro(platform.costPerYear) }),
        },
        {
          label: m.pages_calc_payback(),
          value:
            platform.paybackMonths === null
              ? m.pages_calc_payback_none()
              : m.pages_calc_payback_value({ months: formatNumber(platform.paybackMonths, locale, 1) }),
        },
      ]
    : []
  return (
    <section aria-labelledby="calculator-results" className="mt-10">
      <h2 id="calculator-results" className="text-2xl font-bold text-brand-900">
        {m.pages_calc_results_title()}
      </h2>
      <p className="mt-2 max-w-3xl text-sm leading-6 text-muted">
        {m.pages_calc_gross_note({ method: m.pages_calc_how_title() })}
      </p>
      <Figures figures={figures} />
      <div className="mt-8">
        <h3 className="text-lg font-semibold text-brand-900">{m.pages_calc_net_title()}</h3>
        {platform ? (
          <Figures figures={afterCost} columns="lg:grid-cols-3" />
        ) : (
          <p className="mt-2 text-sm leading-6 text-muted">{m.pages_calc_net_prompt()}</p>
        )}
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <ChartFigure
          id="chart-time"
          title={m.pages_calc_chart_time_title()}
          summary={m.pages_calc_time_summary({
            current: hours(result.currentHoursPerYear),
            product: hours(result.productHoursPerYear),
            saved: hours(result.hoursSavedPerYear),
          })}
          tableCaption={m.pages_calc_table_time()}
          months={months}
          series={timeSeries}
          format={hours}
          locale={locale}
        />
        <ChartFigure
          id="chart-cost"
          title={m.pages_calc_chart_cost_title()}
          summary={
            platform
              ? `${m.pages_calc_cost_summary_net({
                  current: euro(result.currentCostPerYear),
                  product: euro(yearEnd?.productCost ?? 0),
                  cost: euro(platform.costPerYear),
                })} ${
                  loss
                    ? m.pages_calc_cost_net_extra({ extra: euro(-platform.netAnnualSavings) })
                    : m.pages_calc_cost_net_saved({ saved: euro(platform.netAnnualSavings) })
                }`
              : m.pages_calc_cost_summary({
                  current: euro(result.currentCostPerYear),
                  product: euro(result.productCostPerYear),
                  saved: euro(result.grossAnnualSavings),
                })
          }
          tableCaption={m.pages_calc_table_cost()}
          months={months}
          series={costSeries}
          format={euro}
          locale={locale}
        />
      </div>
      <p className="mt-6 text-sm text-muted">{m.pages_calc_share()}</p>
    </section>
  )
}

/** A result figure; `note` splits it beside the figure (cash and the value of freed time). */
interface Figure {
  label: string
  value: string
  note?: string
}

function Figures({ figures, columns = 'lg:grid-cols-4' }: { figures: Figure[]; columns?: string }) {
  return (
    <dl className={`mt-4 grid gap-4 sm:grid-cols-2 ${columns}`}>
      {figures.map(({ label, value, note }) => (
        <div key={label} className="rounded-lg bg-brand-50 p-5">
          <dt className="text-sm font-medium text-muted">{label}</dt>
          <dd className="mt-2 text-2xl font-bold text-brand-900">{value}</dd>
          {note && <dd className="mt-2 text-sm leading-5 text-muted">{note}</dd>}
        </div>
      ))}
    </dl>
  )
}

/** The call to action after a result, carrying the estimate to the demo page: the page's last section, on the grid like every page's. */
export function CalculatorCta({
  search,
}: {
  /** The inputs as the URL carries them: the demo page shows the estimate and sends it with a request. */
  search: CalculatorSearch
}) {
  return (
    <CtaPanel id="calculator-cta" title={m.pages_calc_cta_title()} text={m.pages_calc_cta_text()}>
      <DemoLink label={m.pages_calc_cta_product()} estimate={search} />
      <DemoLink label={m.pages_calc_cta_demo()} variant="secondary" estimate={search} />
    </CtaPanel>
  )
}
