// The words for ./processings.ts: each category's name, and each processing's purpose as a clause.
// The banner's switch texts and its first layer's purpose sentences are built from these clauses, so
// they name exactly what the categories switch on; a category without a processing in use says
// "(currently not used)".
import { m } from '../paraglide/messages.js'
import { optionalCategoryLabel } from './category-labels.ts'
import { type ConsentCategory, OPTIONAL_CATEGORIES, type OptionalCategory } from './consent-store.ts'
import { categoryProcessings, type ProcessingId, processingsInUse } from './processings.ts'
import type { SiteConfig } from '../config/site.ts'
import { type LegalField, legalEntity, legalText } from '../content/legal-entity.ts'
import { getLocale } from '../paraglide/runtime.js'

const provider = (field: LegalField) => legalText(legalEntity[field], getLocale())

export const categoryLabel: Record<ConsentCategory, () => string> = {
  essential: m.common_cookie_essential,
  ...optionalCategoryLabel,
}

/**
 * Each processing's purpose as a main clause without its full stop: a sentence of its own under the
 * switch, and on the first layer after "Only with your consent:" with its category. A third party is
 * named by the company's details (app/content/legal-entity.ts), so the consent says who receives data.
 */
export const processingPurpose: Record<ProcessingId, () => string> = {
  schedulerEmbed: () => m.common_cookie_purpose_scheduler({ provider: provider('scheduler') }),
  analyticsScript: () => m.common_cookie_purpose_analytics({ provider: provider('analyticsTool') }),
  speedMeasurement: () => m.common_cookie_purpose_speed(),
  conversionScript: () => m.common_cookie_purpose_conversion({ provider: provider('conversionTool') }),
}

const sentence = (phrase: string) => `${phrase.charAt(0).toLocaleUpperCase()}${phrase.slice(1)}.`

/** A category's text under its switch: its processings' purposes ("sharing" has none: what it would allow). */
export function categoryText(category: OptionalCategory): string {
  const ids = categoryProcessings[category]
  return ids.length === 0
    ? m.common_cookie_sharing_text()
    : ids.map((id) => sentence(processingPurpose[id]())).join(' ')
}

/** The first layer's purposes: a sentence for every processing "Accept all" would switch on here, with its category. */
export function firstLayerPurposes(site: Pick<SiteConfig, 'tracking'>): string {
  const purposes = processingsInUse(site, OPTIONAL_CATEGORIES).map(({ category, id }) =>
    m.common_cookie_purpose_item({ purpose: processingPurpose[id](), category: categoryLabel[category]() }),
  )
  return purposes.length === 0 ? '' : m.common_cookie_purposes({ purposes: purposes.join(' ') })
}
