import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react'
import { loadOnce } from '../lib/load-once.ts'
import { notifications } from './notify.ts'

// The toaster confirms what the visitor can already see (a choice stored, a link copied): if its code
// cannot load, nothing shows and nothing throws into an error boundary. Imported once per page.
const loadToaster = loadOnce(() => import('./toaster.tsx'))
const SiteToaster = lazy((): Promise<{ default: ComponentType }> =>
  loadToaster().then(
    (module) => ({ default: module.SiteToaster }),
    () => ({ default: NoToaster }),
  ),
)

function NoToaster() {
  return null
}

/** Mounts the toaster once something is notified (app/ui/notify.ts), never during server rendering. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(notifications.subscribe, notifications.wanted, () => false)
  return wanted ? (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  ) : null
}
