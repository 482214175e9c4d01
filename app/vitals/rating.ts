// Google's Core Web Vitals ratings, with web-vitals' own thresholds (the library rates each value in
// the browser by the same numbers): LCP 2.5 / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25, FCP 1.8 / 3 s,
// TTFB 0.8 / 1.8 s. A value up to and including the first is good, up to the second needs improvement.
import {
  CLSThresholds,
  FCPThresholds,
  INPThresholds,
  LCPThresholds,
  type MetricRatingThresholds,
  TTFBThresholds,
} from 'web-vitals'
import type { MetricName } from './policy.ts'

export type Rating = 'good' | 'needs improvement' | 'poor'

export const THRESHOLDS: Record<MetricName, MetricRatingThresholds> = {
  LCP: LCPThresholds,
  INP: INPThresholds,
  CLS: CLSThresholds,
  FCP: FCPThresholds,
  TTFB: TTFBThresholds,
}

export function rate(metric: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric]
  return value <= good ? 'good' : value <= poor ? 'needs improvement' : 'poor'
}
