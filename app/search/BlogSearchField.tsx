import type { Locale } from '../i18n/locale.ts'
import { SearchForm } from './SearchForm.tsx'
import { pageGrid } from '../ui/page-grid.ts'

/** The search field above the blog's category filters, on the blog's width. */
export function BlogSearchField({ locale }: { locale: Locale }) {
  return (
    <div className={`${pageGrid} pb-6`}>
      <SearchForm locale={locale} className="max-w-xl" />
    </div>
  )
}
