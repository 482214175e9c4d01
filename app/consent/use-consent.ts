import { useEffect, useState } from 'react'
import { type Consent, consentStore } from './consent-store.ts'

/**
 * The stored consent in React: `undefined` until the browser has been asked (server rendering and
 * the first client render agree), then the choice, or null when none is stored.
 */
export function useConsent(): Consent | null | undefined {
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined)
  useEffect(() => {
    const store = consentStore()
    setConsent(store.get())
    return store.subscribe(setConsent)
  }, [])
  return consent
}
