// The words for ./processings.ts: each category's name, and each processing's purpose as a clause.
// The banner's switch texts and its first layer's purpose sentences are built from these clauses, so
// they name exactly what the categories switch on; a category without a processing in use says
// "(currently not used)".
import { m } from '../paraglide/messages.js'
import { optionalCategoryLabel } from './category-labels.ts'
import { type ConsentCategory, OPTIONAL_CATEGORIES, type OptionalCategory } from './consent-store.ts'
import { categoryProcessings, type ProcessingId, processings, processingsInUse } from './processings.ts'
import type { SiteConfig } from '../config/site.ts'
import { type LegalField, legalEntity, legalText } from '../content/legal-entity.ts'
import { getLocale } from '../paraglide/runtime.js'

export const categoryLabel: Record<ConsentCategory, () => string> = {
  essential: m.common_cookie_essential,
  ...optionalCategoryLabel,
}

/** Each processing's purpose as a main clause without its full stop ("We show the scheduler …"). */
export const processingPurpose: Record<ProcessingId, () => string> = {
  schedulerEmbed: m.common_cookie_purpose_scheduler,
  analyticsScript: m.common_cookie_purpose_analytics,
  speedMeasurement: m.common_cookie_purpose_speed,
  conversionScript: m.common_cookie_purpose_conversion,
}

/**
 * The third party that receives a processing's data, from the company's details
 * (app/content/legal-entity.ts): the consent names who gets what. None for our own speed measurement.
 */
const recipient: Partial<Record<ProcessingId, LegalField>> = {
  schedulerEmbed: 'scheduler',
  analyticsScript: 'analyticsTool',
  conversionScript: 'conversionTool',
}

const providerOf = (id: ProcessingId) => {
  const field = recipient[id]
  return field === undefined ? undefined : legalText(legalEntity[field], getLocale())
}

const sentence = (phrase: string) => `${phrase.charAt(0).toLocaleUpperCase()}${phrase.slice(1)}.`

/**
 * A category's text under its switch: its processings' purposes, each with its provider while it runs
 * here ("sharing" has none: what it would allow).
 */
export function categoryText(category: OptionalCategory, site: Pick<SiteConfig, 'tracking'>): string {
  const ids = categoryProcessings[category]
  if (ids.length === 0) return m.common_cookie_sharing_text()
  return ids
    .map((id) => {
      const provider = processings[id].inUse(site) ? providerOf(id) : undefined
      const purpose = sentence(processingPurpose[id]())
      return provider === undefined ? purpose : `${purpose} ${m.common_cookie_provider({ provider })}`
    })
    .join(' ')
}

/**
 * The first layer's purposes: a sentence for every processing "Accept all" would switch on here, with
 * its category and, for a third party, its provider.
 */
export function firstLayerPurposes(site: Pick<SiteConfig, 'tracking'>): string {
  const purposes = processingsInUse(site, OPTIONAL_CATEGORIES).map(({ category, id }) => {
    const provider = providerOf(id)
    const labels = { purpose: processingPurpose[id](), category: categoryLabel[category]() }
    return provider === undefined
      ? m.common_cookie_purpose_item(labels)
      : m.common_cookie_purpose_item_provider({ ...labels, provider })
  })
  return purposes.length === 0 ? '' : m.common_cookie_purposes({ purposes: purposes.join(' ') })
}
