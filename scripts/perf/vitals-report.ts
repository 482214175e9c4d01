// `npm run vitals [-- --days N] [--json]`: the speed measured on real visits over the last N days
// (default 28): per route template, language and device class, how many page views reported each
// metric and its 75th percentile, rated by the Core Web Vitals thresholds. --json prints the same as
// JSON. Reads DATABASE_URL, or the embedded PGlite (.data/pglite, PGLITE_DATA_DIR): with PGlite the
// running server holds the database, so stop it first (one process per data folder).
import { parseArgs } from 'node:util'
import { METRICS, type MetricName, REPORT_DAYS, VITALS_RETENTION_DAYS } from '../../app/vitals/policy.ts'
import { type MetricSummary, summarizeVitals, type VitalsSummary } from '../../app/vitals/vitals.server.ts'
import { openConnection } from '../../db/client.server.ts'

const { values } = parseArgs({
  options: { days: { type: 'string', default: String(REPORT_DAYS) }, json: { type: 'boolean', default: false } },
})
const days = Number(values.days)
if (!Number.isInteger(days) || days < 1 || days > VITALS_RETENTION_DAYS) {
  console.error(
    `--days must be a whole number from 1 to ${VITALS_RETENTION_DAYS} (rows are kept ${VITALS_RETENTION_DAYS} days)`,
  )
  process.exit(2)
}

/** LCP, FCP and TTFB in seconds and INP in milliseconds, as the thresholds are usually written; CLS as its score. */
function formatValue(metric: MetricName, value: number): string {
  if (metric === 'CLS') return value.toFixed(3)
  if (metric === 'INP') return `${Math.round(value)} ms`
  return `${(value / 1000).toFixed(2)} s`
}

function formatMetric(metric: MetricName, summary: MetricSummary): string {
  const value = summary.p75 === null ? '–' : formatValue(metric, summary.p75)
  return `  ${metric.padEnd(5)} ${value.padStart(8)}  ${(summary.rating ?? '').padEnd(18)} n=${summary.count}`
}

function formatSummary(summary: VitalsSummary): string {
  const lines = [
    `Speed on real visits, last ${summary.days} days (${summary.from} to ${summary.to}, UTC): the 75th percentile of each`,
    'metric per route, language and device class; n = page views that reported the metric (client-side',
    'navigations report INP and CLS only).',
  ]
  if (summary.groups.length === 0) lines.push('', 'No reports in this period.')
  for (const group of summary.groups) {
    const views = `${group.views} page view${group.views === 1 ? '' : 's'}${group.softNavigations > 0 ? ` (${group.softNavigations} client-side)` : ''}`
    lines.push('', `${group.route} · ${group.locale} · ${group.device} · ${views}`)
    for (const metric of METRICS) lines.push(formatMetric(metric, group.metrics[metric]))
  }
  return lines.join('\n')
}

const connection = await openConnection({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PGLITE_DATA_DIR || undefined,
})
try {
  const summary = await summarizeVitals(connection.db, days)
  console.log(values.json ? JSON.stringify(summary, null, 2) : formatSummary(summary))
} finally {
  await connection.close()
}
process.exit(0)
