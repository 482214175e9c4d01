// The measuring itself, fetched only after performance consent (start.ts): web-vitals' five metrics,
// gathered per page view and sent as one report per page view when the page is hidden.
//
// A page view is a navigation as web-vitals numbers it: the page load, a restore from the
// back/forward cache, and, where the browser measures them (Chromium 151 and later), each client-side
// navigation. Such a soft navigation reports INP and CLS of its own (its TTFB, FCP and LCP are not
// comparable with a page load's: policy.ts); the page load keeps TTFB, FCP and LCP, and INP and CLS
// up to the first soft navigation. Where the browser does not measure soft navigations, the page
// load's INP and CLS cover the whole visit, as in Chrome's own field data.
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB, type ReportOpts } from 'web-vitals'
import { matchLocalizedPath } from '../i18n/paths.ts'
import { deviceClass } from './device.ts'
import type { VitalsReport } from './payload.ts'
import { METRIC_MAX, METRICS, type MetricName, SOFT_NAVIGATION_METRICS, VITALS_PATH } from './policy.ts'

const measure: Record<MetricName, (report: (metric: Metric) => void, options: ReportOpts) => void> = {
  LCP: onLCP,
  INP: onINP,
  CLS: onCLS,
  FCP: onFCP,
  TTFB: onTTFB,
}

/** Each navigation's report; null once it is sent, or when it is never to be sent. */
const views = new Map<string, VitalsReport | null>()
/** Set while measuring is allowed; asked again right before each report leaves. */
let allowed: (() => boolean) | undefined
let listening = false

function effectiveConnectionType(): string | undefined {
  const connection: unknown = Reflect.get(navigator, 'connection')
  const type: unknown =
    typeof connection === 'object' && connection !== null ? Reflect.get(connection, 'effectiveType') : undefined
  return typeof type === 'string' ? type : undefined
}

/** A new page view's report: which page, in which language, on which layout and connection. */
function newReport(metric: Metric): VitalsReport | null {
  const page = matchLocalizedPath(new URL(metric.navigationURL ?? location.href, location.href).pathname)
  if (!page) return null // a page that is no route (not found): nothing to compare it with
  return {
    route: page.route,
    locale: page.locale,
    device: deviceClass(window.innerWidth),
    navigation: metric.navigationType,
    connection: effectiveConnectionType(),
    metrics: {},
  }
}

function record(metric: Metric): void {
  // A restore from the back/forward cache keeps the navigation's id but starts anew.
  const key = `${metric.navigationId}@${metric.navigationStartTime ?? 0}`
  if (!allowed) {
    // Measured while not allowed: this page view is never reported, even after a new consent.
    views.set(key, null)
    return
  }
  let report = views.get(key)
  if (report === undefined) {
    report = newReport(metric)
    views.set(key, report)
  }
  if (report && metric.value >= 0 && metric.value <= METRIC_MAX[metric.name]) report.metrics[metric.name] = metric.value
}

/** Sends every page view's report that has a metric and is not sent yet: once per page view. */
function flush(): void {
  for (const [key, report] of views) {
    if (!report || Object.keys(report.metrics).length === 0) continue
    views.set(key, null)
    if (!allowed?.()) continue
    const body = JSON.stringify(report)
    if (!navigator.sendBeacon(VITALS_PATH, body))
      void fetch(VITALS_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined)
  }
}

/** Starts measuring (web-vitals' observers are set up once per page); returns the stop. */
export function collect(isAllowed: () => boolean): () => void {
  allowed = isAllowed
  if (!listening) {
    listening = true
    for (const name of METRICS) measure[name](record, { reportSoftNavs: SOFT_NAVIGATION_METRICS.includes(name) })
    // On the document, so web-vitals' own listeners (on the window, capturing) have reported first.
    // Not on pagehide: leaving a page fires it before visibilitychange, when LCP and CLS are not final.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush()
    })
  }
  return () => {
    // Consent given again while this stop was on its way: keep measuring.
    if (isAllowed()) return
    allowed = undefined
    for (const key of views.keys()) views.set(key, null)
  }
}
