// The web_vitals table: store a report, the retention, and the report of `npm run vitals`. Each row
// is one page view; the p75 is computed in the database (nearest rank: the smallest value that at
// least 75 % of the page views meet or beat, a value that was actually measured).
import { and, eq, sql } from 'drizzle-orm'
import { type Database, resultRows } from '../../db/client.server.ts'
import { webVitals } from '../../db/schema.ts'
import type { Locale } from '../i18n/locale.ts'
import { recordOf } from '../lib/typed-object.ts'
import type { DeviceClass, ValidReport } from './payload.ts'
import { METRICS, type MetricName, REPORT_DAYS, VITALS_RETENTION_DAYS } from './policy.ts'
import { type Rating, rate } from './rating.ts'

const ms = (value: number | undefined) => (value === undefined ? null : Math.round(value))

export async function storeReport(db: Database, report: ValidReport): Promise<void> {
  const { LCP, INP, CLS, FCP, TTFB } = report.metrics
  await db.insert(webVitals).values({
    route: report.route,
    locale: report.locale,
    device: report.device,
    navigation: report.navigation,
    connection: report.connection ?? null,
    lcpMs: ms(LCP),
    inpMs: ms(INP),
    cls: CLS === undefined ? null : Math.round(CLS * 10_000) / 10_000,
    fcpMs: ms(FCP),
    ttfbMs: ms(TTFB),
  })
}

/** The database's current day (UTC), or the given one (tests, fixed reports). */
const dayOf = (today?: string) => (today ? sql`${today}::date` : sql`(now() at time zone 'UTC')::date`)

/** Retention: deletes the rows of days more than VITALS_RETENTION_DAYS before today; returns how many. */
export async function purgeExpiredVitals(db: Database, today?: string, days = VITALS_RETENTION_DAYS): Promise<number> {
  const [row] = resultRows<{ deleted: number }>(
    await db.execute(sql`
      with gone as (delete from web_vitals where day < ${dayOf(today)} - ${days}::int returning 1)
      select count(*)::int as deleted from gone`),
  )
  return row?.deleted ?? 0
}

/** The rows of one route, language and device class on one day (the browser tests read them). */
export async function listVitals(
  db: Database,
  filter: { route: string; locale: Locale; device: DeviceClass },
  today?: string,
) {
  return db
    .select()
    .from(webVitals)
    .where(
      and(
        eq(webVitals.route, filter.route),
        eq(webVitals.locale, filter.locale),
        eq(webVitals.device, filter.device),
        sql`${webVitals.day} = ${dayOf(today)}`,
      ),
    )
}

export interface MetricSummary {
  /** Page views that reported the metric. */
  count: number
  p75: number | null
  rating: Rating | null
}

export interface ReportGroup {
  route: string
  locale: Locale
  device: DeviceClass
  /** Page views reported. */
  views: number
  /** Of them, client-side navigations: they report INP and CLS only. */
  softNavigations: number
  metrics: Record<MetricName, MetricSummary>
}

export interface VitalsSummary {
  days: number
  /** First and last day of the period (UTC), inclusive. */
  from: string
  to: string
  groups: ReportGroup[]
}

const COLUMNS: Record<MetricName, string> = { LCP: 'lcp_ms', INP: 'inp_ms', CLS: 'cls', FCP: 'fcp_ms', TTFB: 'ttfb_ms' }

type GroupRow = { route: string; locale: Locale; device: DeviceClass; views: number; soft: number } & Record<
  string,
  number | string | null
>

/** Count and p75 of each metric per route, language and device class over the last `days` days. */
export async function summarizeVitals(db: Database, days = REPORT_DAYS, today?: string): Promise<VitalsSummary> {
  const [period] = resultRows<{ from: string; to: string }>(
    await db.execute(sql`select (${dayOf(today)} - ${days - 1}::int)::text as "from", (${dayOf(today)})::text as "to"`),
  )
  if (!period) throw new Error('the database did not answer the period')
  const aggregates = METRICS.map((name) => {
    const column = sql.raw(COLUMNS[name])
    return sql`, count(${column})::int as ${sql.raw(`"${name}_count"`)}, percentile_disc(0.75) within group (order by ${column}) as ${sql.raw(`"${name}_p75"`)}`
  })
  const rows = resultRows<GroupRow>(
    await db.execute(sql`
      select route, locale, device, count(*)::int as views, count(*) filter (where navigation = 'soft-navigation')::int as soft ${sql.join(aggregates)}
      from web_vitals
      where day between ${period.from}::date and ${period.to}::date
      group by route, locale, device
      order by views desc, route, locale, device`),
  )
  const groups = rows.map((row): ReportGroup => {
    const metric = (name: MetricName): MetricSummary => {
      const p75 = row[`${name}_p75`]
      const value = typeof p75 === 'number' ? p75 : p75 === null || p75 === undefined ? null : Number(p75)
      return { count: Number(row[`${name}_count`] ?? 0), p75: value, rating: value === null ? null : rate(name, value) }
    }
    return {
      route: row.route,
      locale: row.locale,
      device: row.device,
      views: row.views,
      softNavigations: row.soft,
      metrics: recordOf(METRICS, metric),
    }
  })
  return { days, from: period.from, to: period.to, groups }
}
