// Conversion reporting for the scheduling buttons. It reports only when a conversion
// function exists (the optional marketing integration defines it, see integrations.ts) and the visitor
// has given marketing consent; otherwise it does nothing at all.
import { hasConsent } from '../consent/page-consent.ts'

const isCallable = (value: unknown): value is () => unknown => typeof value === 'function'

/** Calls the configured global conversion function, if marketing consent is given and it is defined. */
export function reportConversion(functionName: string): boolean {
  if (typeof window === 'undefined' || !hasConsent('marketing')) return false
  const report: unknown = Reflect.get(window, functionName)
  if (!isCallable(report)) return false
  try {
    // Called without the target URL: Google's snippet would otherwise navigate this tab to it.
    report()
  } catch (error) {
    console.warn('Conversion tracking failed', error)
  }
  return true
}
