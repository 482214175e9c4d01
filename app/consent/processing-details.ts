// What each processing of ./processings.ts does: part of the consent's fingerprint
// (tests/unit/consent-version.test.ts) and the reference for the policies' texts. Not imported by
// pages: the banner needs only whether a processing runs.
import type { ProcessingId } from './processings.ts'

export interface ProcessingDetails {
  /** What the browser loads once the category is allowed, and what it does. */
  loads: string
  /** Where what it collects goes. */
  sendsTo: 'this site' | 'a third party'
  /** What it keeps in the browser: nothing, or the cookies its provider may set. */
  stores: 'nothing' | 'provider cookies'
  /** The privacy policy's section that describes it (an id of app/legal/privacy-sections.tsx). */
  privacySection: string
}

export const processingDetails: Record<ProcessingId, ProcessingDetails> = {
  schedulerEmbed: {
    loads: 'the scheduler (SCHEDULER_URL) in a frame on the book-a-demo page',
    sendsTo: 'a third party',
    stores: 'provider cookies',
    privacySection: 'scheduler',
  },
  analyticsScript: {
    loads: 'the analytics script at ANALYTICS_SCRIPT_URL',
    sendsTo: 'a third party',
    stores: 'provider cookies',
    privacySection: 'analytics',
  },
  speedMeasurement: {
    loads: 'our own measuring script (app/vitals/): LCP, INP, CLS, FCP and TTFB of each page view, sent to /api/vitals',
    sendsTo: 'this site',
    stores: 'nothing',
    privacySection: 'speed-measurement',
  },
  conversionScript: {
    loads: 'the conversion script at CONVERSION_SCRIPT_URL, told when a book-a-demo button is pressed',
    sendsTo: 'a third party',
    stores: 'provider cookies',
    privacySection: 'analytics',
  },
}
