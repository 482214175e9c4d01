import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { consentStore } from '../consent/consent-store.ts'
import { LazyCookieBanner } from '../consent/LazyCookieBanner.tsx'
import { LanguageDetector } from '../i18n/LanguageDetector.tsx'
import { configuredIntegrations, startIntegrations } from '../tracking/integrations.ts'
import { m } from '../paraglide/messages.js'
import { LazyToaster } from '../ui/LazyToaster.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { useSite } from './use-site.ts'

// SPEC section 2: the pages visitors open most are fetched ahead of time.
const preloadedPages = ['/blog', '/product', '/about-us'] as const

export function SiteLayout({ children }: { children: ReactNode }) {
  const router = useRouter()
  useEffect(() => {
    // Marks the page interactive; CSS-only fallbacks (dropdowns on hover/focus) step back.
    document.documentElement.dataset.hydrated = ''
    const preload = () => {
      for (const to of preloadedPages) router.preloadRoute({ to }).catch(() => undefined)
    }
    const idle = window.requestIdleCallback?.(preload) ?? window.setTimeout(preload, 1000)
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle))
  }, [router])

  const { tracking } = useSite()
  useEffect(() => startIntegrations(configuredIntegrations(tracking), consentStore()), [tracking])

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
      <LazyCookieBanner />
      <LazyToaster />
      <LanguageDetector />
    </>
  )
}
