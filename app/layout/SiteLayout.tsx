import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { consentStore } from '../consent/page-consent.ts'
import { CookieBanner } from '../consent/CookieBanner.tsx'
import { configuredIntegrations, startIntegrations } from '../tracking/integrations.ts'
import { m } from '../paraglide/messages.js'
import { LazyToaster } from '../ui/LazyToaster.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { useSite } from '../config/use-site.ts'
import { nextIdle, whenSettled } from './when-settled.ts'
import { measureWithConsent } from '../vitals/start.ts'
import { loadOnce } from '../lib/load-once.ts'

// The pages visitors open most are fetched ahead of time. Not at once: their code
// and data (three route chunks, two server-function calls) would compete with this page becoming
// interactive on a slow phone. They are fetched once the page has loaded, a moment has passed, and
// the browser is idle; one page per idle period, so no single task does all three (figures:
// docs/decisions/0060-first-load-levers.md).
const preloadedPages = ['/blog', '/product', '/about-us'] as const
const PRELOAD_AFTER_LOAD_MS = 2000
const loadWebFontModule = loadOnce(() => import('./web-font.ts'))

export function SiteLayout({ children }: { children: ReactNode }) {
  const router = useRouter()
  useEffect(() => {
    // Marks the page interactive; CSS-only fallbacks (dropdowns on hover/focus) step back.
    document.documentElement.dataset.hydrated = ''
    let stopWatching: (() => void) | undefined
    const cancel = whenSettled(PRELOAD_AFTER_LOAD_MS, async (signal) => {
      // A phone's next page is set in the web font, once the font is here (./web-font.ts, fetched
      // now: not part of the first load). A chunk that fails to load leaves the fallback face.
      const webFont = await loadWebFontModule().catch(() => undefined)
      const face = await webFont?.loadWebFont()
      if (webFont && face && !signal.aborted)
        stopWatching = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
          if (pathChanged) webFont.switchToWebFont(face)
        })
      for (const to of preloadedPages) {
        if (signal.aborted) return
        await router.preloadRoute({ to }).catch(() => undefined)
        await nextIdle()
      }
      // Tests wait for this instead of a quiet network: the page fetches nothing more by itself.
      document.documentElement.dataset.preloaded = ''
    })
    return () => {
      cancel()
      stopWatching?.()
    }
  }, [router])

  const { tracking } = useSite()
  useEffect(() => startIntegrations(configuredIntegrations(tracking), consentStore()), [tracking])
  useEffect(() => measureWithConsent(consentStore()), [])

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-3 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.common_skip_to_content()}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-(--header-height) outline-none">
        {children}
      </main>
      <Footer />
      <CookieBanner />
      <LazyToaster />
    </>
  )
}
