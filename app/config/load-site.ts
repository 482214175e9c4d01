// The public site configuration for the root route. The server reads it (the server function runs
// directly during server rendering); the browser adopts the copy the page was rendered with (the
// router sends it with the page, see app/router.tsx), so navigating never asks the server again.
// The server function is imported on use: its client code stays out of the first load (app/client.tsx).
import type { SiteConfig } from './site.ts'

let fromPage: SiteConfig | undefined

export function loadSiteConfig(): Promise<SiteConfig> {
  return fromPage
    ? Promise.resolve(fromPage)
    : import('./site.functions.ts').then(({ getSiteConfig }) => getSiteConfig())
}

/** Browser only: the configuration the hydrated page was rendered with. */
export function adoptSiteConfig(site: SiteConfig): void {
  fromPage = site
}
