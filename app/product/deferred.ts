// The product page's deferred sections, apart from the page itself: the route's loader imports the
// preload from here without pulling the page into the first-load bundle.
import { deferredSection } from '../ui/KeepServerHtml.tsx'

/** Text and plain links: a chunk of its own, which the first load of the page never needs. */
export const productSections = deferredSection(
  'product-sections',
  () => import('./ProductSections.tsx'),
  'ProductSections',
)
