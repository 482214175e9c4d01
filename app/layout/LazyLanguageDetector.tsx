import { lazy, Suspense } from 'react'
import { useAfterHydration } from '../ui/use-after-hydration.ts'

// Detection renders nothing and waits for an idle moment anyway: its code (rules, storage, the
// country lookup) loads after hydration instead of with every page's first load.
const LanguageDetector = lazy(() => import('./LanguageDetector.tsx').then((module) => ({ default: module.LanguageDetector })))

export function LazyLanguageDetector() {
  return useAfterHydration() ? (
    <Suspense fallback={null}>
      <LanguageDetector />
    </Suspense>
  ) : null
}
