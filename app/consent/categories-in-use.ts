// Which optional categories something on the site uses today. The banner and the cookie policy say
// "(currently not used)" for the others, so a visitor is never asked to allow what does not exist.
import type { SiteConfig } from '../config/site.ts'
import type { OptionalCategory } from './consent-store.ts'

export function categoryInUse(category: OptionalCategory, site: Pick<SiteConfig, 'tracking'>): boolean {
  switch (category) {
    case 'functional':
      return true // the embedded scheduler on the book-a-demo page
    case 'analytics':
      return site.tracking.analyticsScriptUrl !== undefined
    case 'marketing':
      return site.tracking.conversionScriptUrl !== undefined
    case 'performance':
      return true // the speed measurement (app/vitals/)
    case 'sharing':
      return false // the footer's social links are plain links, not share buttons
  }
}
