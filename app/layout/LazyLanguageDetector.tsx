import { useHydrated } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

// Detection renders nothing and waits for an idle moment anyway: its code (rules, storage, the
// country lookup) loads after hydration instead of with every page's first load.
const LanguageDetector = lazy(() => import('./LanguageDetector.tsx').then((module) => ({ default: module.LanguageDetector })))

export function LazyLanguageDetector() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <LanguageDetector />
    </Suspense>
  ) : null
}
