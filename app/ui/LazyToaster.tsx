import { lazy, Suspense, useSyncExternalStore } from 'react'
import { notifications } from './notify.ts'

const SiteToaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.SiteToaster })))

/** Mounts the toaster once something is notified (app/ui/notify.ts), never during server rendering. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(notifications.subscribe, notifications.wanted, () => false)
  return wanted ? (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  ) : null
}
