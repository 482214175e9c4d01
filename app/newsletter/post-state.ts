// The outcome of a plain (no-JavaScript, or not yet hydrated) form post, for the page rendered in
// answer to it. The server hands it to the render in Start's request context (form-post.server.ts);
// the router sends it with that page (app/router.tsx), so the hydrating form starts from the same state.
import { getGlobalStartContext } from '@tanstack/react-start'
import type { NewsletterPostState } from './outcome.ts'

let fromPage: NewsletterPostState | null = null

/** The state the form starts from: the request's post while rendering, the page's in the browser. */
export function postedNewsletterState(): NewsletterPostState | null {
  return getGlobalStartContext()?.newsletterPost ?? fromPage
}

/** Browser only: the post state the hydrated page was rendered with. */
export function adoptNewsletterPost(state: NewsletterPostState | null): void {
  fromPage = state
}
