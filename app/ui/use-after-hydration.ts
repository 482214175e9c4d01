import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { nextTask } from '../lib/next-task.ts'

// What the page does once it has hydrated (read the stored consent, show the browser's own state,
// load the language detector) waits for a task of its own and renders as a transition, in slices.
// The router's `useHydrated` re-renders synchronously inside the hydration's last task: a store
// whose client value differs from the server's makes React re-render at once, one long task
// (figures: docs/decisions/0060-first-load-levers.md). Upstream: the request to flip `useHydrated`
// in a transition: docs/upgrading.md ("Workarounds").

let hydrated = false
let afterHydration: Promise<void> | undefined

function whenHydrated(): Promise<void> {
  afterHydration ??= nextTask().then(() => {
    hydrated = true
  })
  return afterHydration
}

const noSubscription = () => () => {}
const hydratedNow = () => hydrated
const onTheServer = () => false

/**
 * Whether this component mounted after the page hydrated, frozen at its mount. React reads the
 * server's answer (false) while it hydrates a component, also in a Suspense boundary it hydrates
 * later than the rest (a route's content), when the flag has long flipped: a module flag read
 * directly would render that boundary differently from the server's HTML and make React throw it
 * away. A component mounted by a client-side navigation reads true.
 */
export function useMountedAfterHydration(): boolean {
  const now = useSyncExternalStore(noSubscription, hydratedNow, onTheServer)
  const [atMount] = useState(now)
  useEffect(() => void whenHydrated(), [])
  return atMount
}

/**
 * False on the server and while the page hydrates, true from a transition in the task after: the
 * components that ask flip in one render. A component mounted after hydration starts with true.
 */
export function useAfterHydration(): boolean {
  const mountedAfterHydration = useMountedAfterHydration()
  const [after, setAfter] = useState(mountedAfterHydration)
  useEffect(() => {
    if (after) return
    let mounted = true
    void whenHydrated().then(() => mounted && startTransition(() => setAfter(true)))
    return () => {
      mounted = false
    }
  }, [after])
  return after
}
