// Starts the speed measurement when the visitor allows the performance category and stops it at once
// when they withdraw. The measuring code (web-vitals and the reporter, collect.ts) is a chunk of its
// own that the browser fetches only after that consent: this function is all a first visit loads.
import type { ConsentStore } from '../consent/consent-store.ts'

export function measureWithConsent(store: ConsentStore): () => void {
  const allowed = () => store.hasConsent('performance')
  let stop: Promise<() => void> | undefined
  const apply = () => {
    if (allowed() && !stop)
      stop = import('./collect.ts').then(
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
