// The page's consent store: the browser's local storage, for the processings the server that rendered
// the page runs. The server works them out from its configuration (./processings.ts, never part of a
// page's first load) and sends them with the page (app/router.tsx); the browser adopts that copy. On
// the server a store without storage: nothing is consented.
import type { SiteConfig } from '../config/site.ts'
import { type ConsentCategory, type ConsentStore, createConsentStore } from './consent-store.ts'
import type { ConsentScope } from './processings.ts'

/** On the server, or before the page's copy is adopted (never after hydration): nothing runs. */
const NOTHING_IN_USE: ConsentScope = { processings: [], categories: [] }

let adopted: ConsentScope | undefined
let browserStore: ConsentStore | undefined

/** Browser only: the processings in use that the page was rendered with. */
export function adoptConsentScope(scope: ConsentScope): void {
  adopted = scope
}

/** The processings in use on this deployment: computed on the server, the adopted copy in the browser. */
export async function consentScopeOf(site: SiteConfig): Promise<ConsentScope> {
  // Server only (the browser build drops this line): no lazy chunk in the browser, so no load-once.
  if (import.meta.env.SSR) return (await import('./processings.ts')).consentScope(site)
  return adopted ?? NOTHING_IN_USE
}

export function consentStore(): ConsentStore {
  if (typeof window === 'undefined') return createConsentStore(null, NOTHING_IN_USE)
  if (browserStore) return browserStore
  if (!adopted) return createConsentStore(null, NOTHING_IN_USE)
  browserStore = createConsentStore(
    window.localStorage,
    adopted,
    'globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true,
  )
  return browserStore
}

export const hasConsent = (category: ConsentCategory) => consentStore().hasConsent(category)
