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
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
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
