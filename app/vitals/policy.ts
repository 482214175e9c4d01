// Real-user speed measurement: its address, bounds, limits and timings in one place. Imported by the
// browser's measuring chunk too, so it holds plain values only.
import type { RateLimit } from '../rate-limit/rule.ts'

/** Where the browser sends its reports (same origin). */
export const VITALS_PATH = '/api/vitals'

/** The metrics, by web-vitals' names. */
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type MetricName = (typeof METRICS)[number]

/**
 * What a client-side (soft) navigation reports: the browser measures INP and CLS per navigation,
 * but its TTFB is always 0, and its FCP and LCP count only what is painted anew (the header stays),
 * so they are not comparable with a page load's and are left out.
 */
export const SOFT_NAVIGATION_METRICS: readonly MetricName[] = ['INP', 'CLS']

/**
 * The largest plausible value of each metric (milliseconds; CLS is a score). A larger one is a broken
 * measurement (a tab left loading in the background) or junk: the browser leaves it out, the server
 * refuses it.
 */
export const METRIC_MAX: Record<MetricName, number> = { LCP: 60_000, INP: 60_000, CLS: 10, FCP: 60_000, TTFB: 60_000 }

/** A report is about 200 bytes of JSON. */
export const MAX_REPORT_BYTES = 1024

/**
 * Per client: 30 reports (page views) per 10 minutes, more than a reader clicking through the site
 * makes. All clients together: 2,000 per hour, far above this site's traffic, so a flood from many
 * addresses cannot fill the database either. The bound on growth: 30 rows per client per 10 minutes
 * (4,320 a day) and 2,000 rows per hour in all (48,000 a day, 4.3 million over the retention period).
 */
export const VITALS_RATE_LIMITS: { client: RateLimit; all: RateLimit } = {
  client: { limit: 30, windowSeconds: 10 * 60 },
  all: { limit: 2_000, windowSeconds: 60 * 60 },
}

/** Rows are deleted this many days after the day they arrived; the privacy policy reads it from here. */
export const VITALS_RETENTION_DAYS = 90

/** The report's default period: 28 days, like Chrome's own field data (CrUX). */
export const REPORT_DAYS = 28
