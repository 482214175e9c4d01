import { getLocale } from '../paraglide/runtime.js'
import { SearchForm } from './SearchForm.tsx'

/** The not-found page's search field: a visitor who missed a page needs it most there. */
export function NotFoundSearch() {
  return <SearchForm locale={getLocale()} className="mt-8 max-w-xl" />
}
