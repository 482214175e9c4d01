// Optional tracking integrations (docs/consent.md): each is a script URL from the environment tied to one
// consent category. Nothing is configured by default, so nothing loads. A configured script is added
// only while its category is consented. Third-party code cannot be unloaded once it ran, so when a
// visitor withdraws the consent of a script that is already running, its cookies are expired and the
// page reloads without it: the only way to be sure it stops.
import type { ConsentCategory, ConsentStore } from '../consent/consent-store.ts'
import type { SiteConfig } from '../config/site.ts'
import { loadOnce } from '../lib/load-once.ts'

// Once per page (app/lib/load-once.ts); if it fails the page still reloads, without expiring cookies.
const loadCookieHelper = loadOnce(() => import('../consent/cookies.ts'))

export interface Integration {
  id: string
  category: ConsentCategory
  src: string
}

export function configuredIntegrations(tracking: SiteConfig['tracking']): Integration[] {
  const list: Integration[] = []
  if (tracking.analyticsScriptUrl)
    list.push({ id: 'analytics', category: 'analytics', src: tracking.analyticsScriptUrl })
  if (tracking.conversionScriptUrl)
    list.push({ id: 'conversion', category: 'marketing', src: tracking.conversionScriptUrl })
  return list
}

/** Starts watching consent; returns a function that stops watching (scripts already run stay). */
export function startIntegrations(
  integrations: Integration[],
  store: ConsentStore,
  doc: Document = document,
): () => void {
  if (integrations.length === 0) return () => undefined
  // The document is the record of what runs, so a second start (a re-render) never loads a script twice.
  const isLoaded = (id: string) => doc.head.querySelector(`script[data-integration="${id}"]`) !== null
  const apply = () => {
    for (const integration of integrations) {
      const allowed = store.hasConsent(integration.category)
      const loaded = isLoaded(integration.id)
      if (allowed && !loaded) {
        const script = doc.createElement('script')
        script.src = integration.src
        script.async = true
        script.dataset.integration = integration.id
        doc.head.append(script)
      } else if (!allowed && loaded) {
        // The cookie helper is fetched only now: no first visit needs it (it kept first-load
        // JavaScript from growing with the speed measurement). Reloaded even if it cannot load.
        void loadCookieHelper()
          .then(
            ({ expireAllCookies }) => expireAllCookies(doc),
            () => undefined,
          )
          .finally(() => doc.location.reload())
        return
      }
    }
  }
  apply()
  return store.subscribe(apply)
}
