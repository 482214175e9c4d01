// The product page's deferred sections as a lazy component, apart from the page itself: the route's
// loader imports the preload from here without pulling the page into the first-load bundle.
import { lazyRouteComponent } from '@tanstack/react-router'

/** Text and plain links: a chunk of its own, which the first load of the page never needs. */
export const ProductSections = lazyRouteComponent(() => import('./ProductSections.tsx'), 'ProductSections')

/** Fetches the sections' code, so server rendering and client navigations render them at once. */
export async function preloadProductSections(): Promise<void> {
  await ProductSections.preload?.()
}
