// The page's consent store: the browser's local storage, for the processings this deployment runs
// (read from the site configuration the page was rendered with). On the server a store without
// storage: nothing is consented.
import { siteOfPage } from '../config/load-site.ts'
import { type ConsentCategory, type ConsentStore, createConsentStore } from './consent-store.ts'
import { consentScope } from './processings.ts'

let browserStore: ConsentStore | undefined

/** On the server, or before a configuration is adopted (never after hydration): nothing runs. */
const NOTHING_IN_USE = { processings: [], categories: [] }

export function consentStore(): ConsentStore {
  if (typeof window === 'undefined') return createConsentStore(null, NOTHING_IN_USE)
  if (browserStore) return browserStore
  const site = siteOfPage()
  if (!site) return createConsentStore(null, NOTHING_IN_USE)
  browserStore = createConsentStore(
    window.localStorage,
    consentScope(site),
    'globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true,
  )
  return browserStore
}

export const hasConsent = (category: ConsentCategory) => consentStore().hasConsent(category)
