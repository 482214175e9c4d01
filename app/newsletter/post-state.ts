// The outcome of a plain (no-JavaScript, or not yet hydrated) form post, for the page rendered in
// answer to it. The server keeps it in a request-scoped store (form-post.server.ts); the router puts
// it into the query cache while it renders that page, and the cache travels to the browser with
// the page, so the hydrating form starts from the same state. Never fetched.
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { requestSlot } from '../http/request-scope.ts'
import type { NewsletterPostState } from './outcome.ts'

export const newsletterPost = requestSlot<NewsletterPostState>('newsletter-post-state')

export const newsletterPostQuery = queryOptions({
  queryKey: ['newsletter', 'post-state'],
  queryFn: (): NewsletterPostState | null => null,
  enabled: false,
  staleTime: Number.POSITIVE_INFINITY,
})

/** Server rendering: the form post's outcome, when this page answers one. */
export function seedNewsletterPost(queryClient: QueryClient): void {
  const state = newsletterPost.read()
  if (state) queryClient.setQueryData(newsletterPostQuery.queryKey, state)
}
