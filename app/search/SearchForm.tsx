import { useId } from 'react'
import { m } from '../paraglide/messages.js'
import type { Locale } from '../i18n/locale.ts'
import { buttonStyles } from '../ui/button-styles.ts'
import { searchPath } from './search-path.ts'

/**
 * The site search field: a plain GET form to the search page (works before and without JavaScript;
 * the results are a page with a shareable `?q=` URL). No `required` and no `maxlength`: an empty or
 * over-long query gets the search page's own message instead of a browser's hint or a cut-off query.
 */
export function SearchForm({
  locale,
  query = '',
  className = '',
}: {
  locale: Locale
  query?: string
  className?: string
}) {
  const id = useId()
  return (
    <form role="search" method="get" action={searchPath(locale)} className={`flex flex-col gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {m.pages_search_label()}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={query}
          autoComplete="off"
          dir="auto"
          enterKeyHint="search"
          className="min-h-11 min-w-0 flex-1 basis-56 rounded-md border border-slate-400 bg-white px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <button type="submit" className={buttonStyles.primary}>
          {m.pages_search_submit()}
        </button>
      </div>
    </form>
  )
}
