// What each consent category switches on, and what the site itself keeps in the browser: the one
// description the banner's category texts and first-layer purposes, the cookie policy's categories
// and table and the privacy policy's storage rows are generated from (docs/consent.md). Data only,
// no texts: the texts and details are keyed by it (./category-texts.ts, ./processing-details.ts,
// app/legal/storage-entries.ts), so a new processing or key does not compile without them. A category
// that gains a processing needs a new CONSENT_VERSION (./consent-version.ts);
// tests/unit/consent-version.test.ts enforces it.
import type { SiteConfig } from '../config/site.ts'
import { CONSENT_KEY, type ConsentCategory, OPTIONAL_CATEGORIES, type OptionalCategory } from './consent-store.ts'

/** What the processings depend on: the configured addresses of the tools. */
export type ConsentSite = Pick<SiteConfig, 'tracking' | 'schedulerUrl'>

export interface Processing {
  /** Whether this deployment runs it (an integration without its address loads nothing). */
  inUse: (site: Pick<SiteConfig, 'tracking'>) => boolean
  /**
   * The host its data goes to when that is a third party (the host of its configured address), or
   * undefined for this site. Stored with the consent: another host is another recipient.
   */
  host: (site: ConsentSite) => string | undefined
}

const hostOf = (url: string | undefined) => (url === undefined ? undefined : new URL(url).host)

// What each processing does is in ./processing-details.ts, keyed by these names: the page needs only
// whether it runs, and the details stay out of every page's first load.
export const processings = {
  schedulerEmbed: { inUse: () => true, host: (site) => hostOf(site.schedulerUrl) },
  analyticsScript: {
    inUse: (site) => site.tracking.analyticsScriptUrl !== undefined,
    host: (site) => hostOf(site.tracking.analyticsScriptUrl),
  },
  speedMeasurement: { inUse: () => true, host: () => undefined },
  conversionScript: {
    inUse: (site) => site.tracking.conversionScriptUrl !== undefined,
    host: (site) => hostOf(site.tracking.conversionScriptUrl),
  },
} as const satisfies Record<string, Processing>

export type ProcessingId = keyof typeof processings

/** The processings each optional category switches on ("sharing": none, the footer's links are plain links). */
export const categoryProcessings: Record<OptionalCategory, readonly ProcessingId[]> = {
  functional: ['schedulerEmbed'],
  analytics: ['analyticsScript'],
  performance: ['speedMeasurement'],
  sharing: [],
  marketing: ['conversionScript'],
}

/** Whether something on the site uses the category today; the banner and the policy say "(currently not used)" otherwise. */
export function categoryInUse(category: OptionalCategory, site: Pick<SiteConfig, 'tracking'>): boolean {
  return categoryProcessings[category].some((id) => processings[id].inUse(site))
}

/**
 * What a consent given on this deployment covers: the processings in use (their keys are stored with
 * the consent) and the categories they belong to, the only ones a visitor can allow.
 */
export interface ConsentScope {
  /** `processingKey`s: "schedulerEmbed@cal.example.eu", "speedMeasurement". */
  processings: readonly string[]
  categories: readonly OptionalCategory[]
}

/**
 * What a consent stores for a processing: its kind and, when a third party receives its data, the
 * configured host ("analyticsScript@stats.example.eu"). Pointing a tool at another provider changes
 * the key, so every visitor is asked again before the new recipient gets anything.
 */
export function processingKey(id: ProcessingId, site: ConsentSite): string {
  const host = processings[id].host(site)
  return host === undefined ? id : `${id}@${host}`
}

/** The processings in use on a deployment configured as `site`, in the banner's order, and their categories. */
export function consentScope(site: ConsentSite): ConsentScope {
  const inUse = processingsInUse(site, OPTIONAL_CATEGORIES)
  return {
    processings: inUse.map(({ id }) => processingKey(id, site)),
    categories: OPTIONAL_CATEGORIES.filter((category) => inUse.some((entry) => entry.category === category)),
  }
}

/** The processings of the categories in use, in the banner's order. */
export function processingsInUse(
  site: Pick<SiteConfig, 'tracking'>,
  categories: readonly OptionalCategory[],
): Array<{ category: OptionalCategory; id: ProcessingId }> {
  return categories.flatMap((category) =>
    categoryProcessings[category].filter((id) => processings[id].inUse(site)).map((id) => ({ category, id })),
  )
}

export interface StorageKey {
  name: string
  storage: 'local' | 'session'
  category: ConsentCategory
  /** What writes it. */
  writer: string
}

/**
 * Every key the site's own code writes to the browser's storage; it sets no cookie. The cookie
 * policy's table lists exactly these, and tests/e2e/storage-keys.spec.ts fails on any other key
 * written in the main flows.
 */
export const storageKeys = [
  { name: CONSENT_KEY, storage: 'local', category: 'essential', writer: 'app/consent/consent-store.ts' },
  // The router keeps each page's scroll position in this tab, so Back returns to the same place.
  {
    name: 'tsr-scroll-restoration-v1_3',
    storage: 'session',
    category: 'essential',
    writer: '@tanstack/router-core (scrollRestoration)',
  },
] as const satisfies readonly StorageKey[]

export type StorageKeyName = (typeof storageKeys)[number]['name']
