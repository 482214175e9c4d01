import { useLocation } from '@tanstack/react-router'
import { switchLanguageHref } from '../i18n/paths.ts'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'

/**
 * A plain link to the current page in the other language: it works before hydration, and the
 * full page load gives the new language its own messages and <html lang>.
 * `counterpart` is the other language's path when the page knows it (a translated blog slug).
 */
export function LanguageSwitcher({ className = '', counterpart }: { className?: string; counterpart?: string }) {
  const href = useLocation({ select: (location) => location.publicHref })
  const target = getLocale() === 'de' ? 'en' : 'de'
  return (
    <a
      href={switchLanguageHref(href, counterpart)}
      hrefLang={target}
      lang={target}
      aria-label={m.common_language_switch_label()}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      {m.common_language_switch_short()}
    </a>
  )
}
