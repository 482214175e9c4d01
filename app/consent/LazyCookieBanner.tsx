import { lazy, Suspense } from 'react'
import { useConsent } from './use-consent.ts'

// The banner only ever renders in the browser, for a visitor who has not chosen yet: its code
// (with the switches of the settings layer) stays out of everyone else's first load.
const CookieBanner = lazy(() => import('./CookieBanner.tsx').then((module) => ({ default: module.CookieBanner })))

export function LazyCookieBanner() {
  return useConsent() === null ? (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  ) : null
}
