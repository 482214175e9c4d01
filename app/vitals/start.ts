// Starts the speed measurement when the visitor allows the performance category and stops it at once
// when they withdraw. The measuring code (web-vitals and the reporter, collect.ts) is a chunk of its
// own that the browser fetches only after that consent: this function is all a first visit loads.
import type { ConsentStore } from '../consent/consent-store.ts'
import { loadOnce } from '../lib/load-once.ts'

// Once per page (app/lib/load-once.ts): consent given again after a failed load does not retry it.
// A failure is silent: the visit is not measured.
const loadCollector = loadOnce(() => import('./collect.ts'))

export function measureWithConsent(store: ConsentStore): () => void {
  const allowed = () => store.hasConsent('performance')
  let stop: Promise<() => void> | undefined
  const apply = () => {
    if (allowed() && !stop)
      stop = loadCollector().then(
        (module) => module.collect(allowed),
        () => () => undefined,
      )
    if (!allowed() && stop) {
      void stop.then((halt) => halt())
      stop = undefined
    }
  }
  apply()
  return store.subscribe(apply)
}
