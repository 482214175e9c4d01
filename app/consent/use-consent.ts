import { startTransition, useEffect, useState } from 'react'
import { useAfterHydration } from '../ui/use-after-hydration.ts'
import type { Consent } from './consent-store.ts'
import { consentStore } from './page-consent.ts'

/**
 * The stored consent in React: `undefined` until the browser has been asked (server rendering and
 * the first client render agree), then the choice, or null when none is stored. The store is first
 * read in the task after hydration, as a transition (app/ui/use-after-hydration.ts); a change (a
 * choice made in the banner or elsewhere) shows at once.
 */
export function useConsent(): Consent | null | undefined {
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined)
  const afterHydration = useAfterHydration()
  useEffect(() => {
    if (!afterHydration) return
    const store = consentStore()
    startTransition(() => setConsent(store.get()))
    return store.subscribe(setConsent)
  }, [afterHydration])
  return consent
}
