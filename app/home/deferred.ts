// The home page's deferred sections, apart from the page itself: the route's loader imports the
// preload from here without pulling the page into the first-load bundle.
import { deferredSection } from '../ui/KeepServerHtml.tsx'

/** Text, figures and plain links: a chunk of its own, which the first load of the page never needs. */
export const homeStory = deferredSection('home-story', () => import('./HomeStory.tsx'), 'HomeStory')
