// The home page's deferred sections as a lazy component, apart from the page itself: the route's
// loader imports the preload from here without pulling the page into the first-load bundle.
import { lazyRouteComponent } from '@tanstack/react-router'

/** Text, figures and plain links: a chunk of its own, which the first load of the page never needs. */
export const HomeStory = lazyRouteComponent(() => import('./HomeStory.tsx'), 'HomeStory')

/** Fetches the story's code, so server rendering and client navigations render it at once. */
export async function preloadHomeStory(): Promise<void> {
  await HomeStory.preload?.()
}
