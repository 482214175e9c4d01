import { useLocation } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { pageSearch } from '../i18n/page-search.ts'
import { switchLanguageHref } from '../i18n/paths.ts'
import { useAlternates } from '../i18n/use-alternates.ts'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'
import { otherLocale } from '../i18n/locale.ts'
import { useAfterHydration } from '../ui/use-after-hydration.ts'

/**
 * A plain link to the current page in the other language: it works before hydration, and the
 * full page load gives the new language its own messages and <html lang>. It stores nothing: the
 * request it makes carries this site as Referer, so the server's language selection leaves it alone.
 * A page whose counterpart depends on data (a blog article's translated slug) names it in its loader
 * data as `alternates: { en, de }`; other pages are mapped through the route table.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const href = useLocation({ select: (location) => location.publicHref.replace(/#.*/, '') })
  // Pages are rendered once for every visitor, by their path and the parameters they read
  // (app/i18n/page-search.ts): hydration starts from that href, and the visitor's other parameters
  // (utm_source, …) join after it, like the hash.
  const shown = useAfterHydration() ? href : pageHref(href)
  const hash = useHash()
  const target = otherLocale(getLocale())
  const counterpart = useAlternates()?.[target]
  return (
    <a
      href={switchLanguageHref(shown + hash, counterpart)}
      hrefLang={target}
      lang={target}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted hover:text-brand-700 hover:underline hover:underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      {/* A quiet text control with a globe, not a third button next to Login and Book demo. */}
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0">
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18m0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18c-2.5 2.4-3.8 5.4-3.8 9s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      {/* Visible code first, so the accessible name contains the visible label (WCAG 2.5.3). */}
      {m.common_language_switch_short()}
      <span className="sr-only"> – {m.common_language_switch_label()}</span>
    </a>
  )
}

function pageHref(href: string): string {
  const cut = href.indexOf('?')
  return cut === -1 ? href : href.slice(0, cut) + pageSearch(href.slice(0, cut), href.slice(cut))
}

/** The URL fragment: the server never sees it, so it is read in the browser after hydration. */
function useHash(): string {
  const [hash, setHash] = useState('')
  useEffect(() => {
    const read = () => setHash(window.location.hash)
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [])
  return hash
}
