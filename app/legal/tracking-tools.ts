// The analytics and conversion tools in use, named as the configuration says: a tool appears in the
// banner and the policies exactly while its address is set (app/config/site.ts), so the texts cannot
// say "none at present" while a script loads.
import type { SiteConfig } from '../config/site.ts'
import { type LegalField, legalDetails } from '../content/legal-entity.ts'
import type { Locale } from '../i18n/locale.ts'
import { m } from '../paraglide/messages.js'

type Tool = 'analytics' | 'marketing'

const described: Record<Tool, { field: LegalField; inUse: (tracking: SiteConfig['tracking']) => boolean }> = {
  analytics: { field: 'analyticsTool', inUse: (tracking) => tracking.analyticsScriptUrl !== undefined },
  marketing: { field: 'conversionTool', inUse: (tracking) => tracking.conversionScriptUrl !== undefined },
}

/** The tools of `categories` that this configuration loads, as a list for "Tools in use: …", or "none at present". */
export function toolsInUse(
  site: Pick<SiteConfig, 'tracking'>,
  locale: Locale,
  categories: readonly Tool[] = ['analytics', 'marketing'],
): string {
  const details = legalDetails(locale)
  const tools = categories
    .filter((category) => described[category].inUse(site.tracking))
    .map((category) => details[described[category].field])
  return tools.length === 0 ? m.pages_legal_tools_none({}, { locale }) : tools.join('; ')
}
