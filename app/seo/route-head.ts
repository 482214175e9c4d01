// A page's <head> entries are built where its route's loader runs and travel with the loader's data;
// the route's `head` only reads them. The builders (app/seo/head.ts) and every page's SEO texts are a
// chunk of their own: on a first load the server built the entries and sent them with the page, so the
// browser never fetches that chunk; it is loaded with the first client-side navigation. Cross-language
// moves are document loads (the language switcher is a plain link), so the builders' `getLocale()` in a
// loader reads the target page's language. So the builders stay out of every page's first-load
// script (docs/decisions/0060-first-load-levers.md). Upstream: the router cannot code-split `head`;
// the request to file: docs/upgrading.md ("Workarounds").
import type { SiteConfig } from '../config/site.ts'
import { loadOnce } from '../lib/load-once.ts'
import { m } from '../paraglide/messages.js'

import type { SeoSite, StaticRoute } from './head.ts'

type Builders = typeof import('./head.ts')
/** What a route's loader returns for its head. */
export type HeadEntries = ReturnType<Builders['buildHead']>

/**
 * The builders, fetched on first use and once per page (app/lib/load-once.ts). Only client-side
 * navigations fetch them; if they cannot load, the loader fails and the route's error page shows.
 */
export const headBuilders: () => Promise<Builders> = loadOnce(() => import('./head.ts'))

/** A route's `head`: the entries its loader built (none when the loader failed or found nothing). */
export const headOfLoader = ({ loaderData }: { loaderData?: { head?: HeadEntries } }) => loaderData?.head ?? {}

/** Loader and head of a page whose head needs no data of its own. */
export const staticPageHead = (route: StaticRoute) => ({
  loader: async ({ context }: { context: { site: SeoSite } }) => ({
    head: (await headBuilders()).pageHead(route, context.site),
  }),
  head: headOfLoader,
})

type Brand = Pick<SiteConfig, 'brandName'>

/** Defaults for any page without its own entry (the root route). */
export function defaultHead(site: Brand) {
  return {
    meta: [
      { title: `${site.brandName} – ${m.seo_default_title()}` },
      { name: 'description', content: m.seo_default_description() },
      { name: 'keywords', content: m.seo_default_keywords() },
    ],
  }
}

export function notFoundTitle(site: Brand): string {
  return `${m.seo_not_found_title()} | ${site.brandName}`
}
