// What the browser reports for one page view, and how the server checks it: every field closed or
// bounded, nothing else accepted (a strict object), a soft navigation with its two metrics only.
import * as v from 'valibot'
import type { Metric } from 'web-vitals'
import { vitalsConnectionEnum, vitalsDeviceEnum, vitalsNavigationEnum } from '../../db/schema.ts'
import { LocaleSchema } from '../i18n/locale.ts'
import { routePaths } from '../i18n/route-table.ts'
import { METRIC_MAX, METRICS, type MetricName, SOFT_NAVIGATION_METRICS } from './policy.ts'

export type DeviceClass = (typeof vitalsDeviceEnum.enumValues)[number]
export type NavigationType = (typeof vitalsNavigationEnum.enumValues)[number]

// The stored navigation types are exactly web-vitals' (a new one in the library fails to compile here).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const navigationTypesAgree: Same<NavigationType, Metric['navigationType']> = true
void navigationTypesAgree

const metric = (name: MetricName) =>
  v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(METRIC_MAX[name])))

/** Which page a report is about: the route's template, the language, the device class. */
export const PageSchema = v.object({
  route: v.picklist(routePaths),
  locale: LocaleSchema,
  device: v.picklist(vitalsDeviceEnum.enumValues),
})

export const VitalsReportSchema = v.pipe(
  v.strictObject({
    ...PageSchema.entries,
    navigation: v.picklist(vitalsNavigationEnum.enumValues),
    // Browsers may one day name other types: an unknown one is stored as unknown, not refused.
    connection: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(16),
        v.transform((type) => vitalsConnectionEnum.enumValues.find((known) => known === type)),
      ),
    ),
    metrics: v.pipe(
      v.strictObject({
        LCP: metric('LCP'),
        INP: metric('INP'),
        CLS: metric('CLS'),
        FCP: metric('FCP'),
        TTFB: metric('TTFB'),
      }),
      v.check((metrics) => METRICS.some((name) => metrics[name] !== undefined), 'a report carries at least one metric'),
    ),
  }),
  v.check(
    (report) =>
      report.navigation !== 'soft-navigation' ||
      Object.keys(report.metrics).every((name) => SOFT_NAVIGATION_METRICS.some((allowed) => allowed === name)),
    'a soft navigation reports INP and CLS only',
  ),
)

/** A report as the browser sends it. */
export type VitalsReport = v.InferInput<typeof VitalsReportSchema>
/** A report as the server stores it. */
export type ValidReport = v.InferOutput<typeof VitalsReportSchema>
