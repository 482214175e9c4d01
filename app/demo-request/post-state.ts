// The outcome of a plain (no-JavaScript, or not yet hydrated) post of the demo form, for the page
// rendered in answer to it: the route's POST handler leaves it in the request's context
// (form-post.server.ts), the route's loader hands it to the page, which sends it to the browser with
// its data, so the hydrating form starts from the same state.
import { getGlobalStartContext } from '@tanstack/react-start'
import type { DemoPostState } from './outcome.ts'

/** While rendering the answer to a post: its state; otherwise (and in the browser) null. */
export function postedDemoRequest(): DemoPostState | null {
  return getGlobalStartContext()?.demoPost ?? null
}
