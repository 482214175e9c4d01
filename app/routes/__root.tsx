/// <reference types="vite/client" />
import { createRootRoute, HeadContent, Scripts } from '@tanstack/react-router'
import { faviconHref, TOUCH_ICON } from '../brand/brand.ts'
import type { ReactNode } from 'react'
import { FONT_URL, WIDE_SCREEN } from '../brand/font.ts'
import { loadSiteConfig } from '../config/load-site.ts'
import { BANNER_BOOT_ID, bannerBootScript, servedBannerBootScript } from '../consent/banner-boot.ts'
import { consentScopeOf } from '../consent/page-consent.ts'
import type { ConsentScope } from '../consent/processings.ts'
import { bannerText } from '../consent/deferred.ts'
import { notFoundSearch } from '../search/deferred.ts'
import type { SiteConfig } from '../config/site.ts'
import { ErrorPage } from '../layout/ErrorPage.tsx'
import { NotFoundPage } from '../layout/NotFoundPage.tsx'
import { SiteLayout } from '../layout/SiteLayout.tsx'
import { getLocale } from '../paraglide/runtime.js'
import { defaultHead, notFoundTitle } from '../seo/route-head.ts'
import styles from '../styles.css?url'

export const Route = createRootRoute({
  // Annotated: inferring through the server function's types would be circular (Register). The
  // result travels with the page; in the browser later navigations take the adopted copy.
  // The banner's text and the not-found page's search field are deferred sections: the server has
  // their code before it renders; a browser that kept their HTML never fetches it, and a not-found
  // page reached by a client-side navigation loads the field's code when it shows.
  // The processings in use (what a consent covers) come with the configuration: worked out on the
  // server, adopted in the browser.
  beforeLoad: async (): Promise<{ site: SiteConfig; consent: ConsentScope }> => {
    const [site] = await Promise.all([
      loadSiteConfig(),
      bannerText.preload(),
      import.meta.env.SSR ? notFoundSearch.preload() : undefined,
    ])
    return { site, consent: await consentScopeOf(site) }
  },
  head: ({ match, matches }) => {
    const base = defaultHead(match.context.site)
    // A loader's notFound() sets the public status; a URL no route matches marks its boundary match
    // only with the private `_notFound` (its status stays 'success'), and head() gets no public
    // not-found flag (router 1.170): the upstream gap this read stands in for. The request to file:
    // docs/upgrading.md ("Workarounds").
    const notFound = matches.some((m) => m.status === 'notFound' || m._notFound)
    // Error pages (a database outage on the blog) must not be indexed either.
    const failed = matches.some((m) => m.status === 'error')
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#0f2a55' },
        ...(notFound
          ? [{ title: notFoundTitle(match.context.site) }, { name: 'robots', content: 'noindex' }]
          : base.meta),
        ...(failed && !notFound ? [{ name: 'robots', content: 'noindex' }] : []),
      ],
      links: [
        // Phones take the font after the first view (app/layout/web-font.ts).
        {
          rel: 'preload',
          href: FONT_URL,
          as: 'font',
          type: 'font/woff2',
          crossOrigin: 'anonymous' as const,
          media: WIDE_SCREEN,
        },
        { rel: 'stylesheet', href: styles },
        { rel: 'icon', href: faviconHref(), type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: TOUCH_ICON.path },
      ],
      // Shows or hides the consent banner before the first paint (app/consent/banner-boot.ts), for the
      // processings this server runs; the browser takes the text the server wrote.
      scripts: [
        {
          id: BANNER_BOOT_ID,
          children: import.meta.env.SSR
            ? bannerBootScript(match.context.consent.processings, FONT_URL)
            : servedBannerBootScript(),
        },
      ],
    }
  },
  shellComponent: RootDocument,
  notFoundComponent: () => <NotFoundPage />,
  errorComponent: ErrorPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang={getLocale()}>
      <head>
        <HeadContent />
      </head>
      <body>
        <SiteLayout>{children}</SiteLayout>
        <Scripts />
      </body>
    </html>
  )
}
