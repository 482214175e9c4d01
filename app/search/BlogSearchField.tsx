import type { Locale } from '../i18n/locale.ts'
import { SearchForm } from './SearchForm.tsx'

/** The search field above the blog's category filters, on the blog's width. */
export function BlogSearchField({ locale }: { locale: Locale }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-6 sm:px-6">
      <SearchForm locale={locale} className="max-w-xl" />
    </div>
  )
}
