// The search fields of the blog and of the not-found page as deferred sections: a plain GET form needs
// no JavaScript, so its code stays out of the pages' first load (app/ui/KeepServerHtml.tsx keeps the
// server's HTML).
import { deferredSection } from '../ui/KeepServerHtml.tsx'

export const blogSearchField = deferredSection('blog-search', () => import('./BlogSearchField.tsx'), 'BlogSearchField')

export const notFoundSearch = deferredSection(
  'not-found-search',
  () => import('./NotFoundSearch.tsx'),
  'NotFoundSearch',
)
