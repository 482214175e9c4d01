// Start's instance: the request middleware (server functions' CSRF and errors, the search's 429, the
// forms posted to pages; app/server.ts does the rest of the request pipeline before handing a request
// to Start), and the context each request carries.
import { createStart } from '@tanstack/react-start'
import { isDatabaseFailure } from '../db/failure.ts'
import { serverFnCallErrors, serverFnStatus } from './http/server-fn-errors.ts'
import { serverFnCsrf } from './http/server-fn-csrf.ts'
import type { RenderFailures } from './http/unavailable.ts'
import type { RateLimitResult } from './rate-limit/rate-limit.server.ts'
import type { NewsletterPostState } from './newsletter/outcome.ts'
import type { DemoPostState } from './demo-request/outcome.ts'
import { pageFormPosts } from './page-posts.ts'
import { searchRefusal } from './search/search-limit.server.ts'

export const startInstance = createStart(() => ({
  requestMiddleware: [serverFnCsrf, serverFnCallErrors, searchRefusal, pageFormPosts],
  functionMiddleware: [serverFnStatus(isDatabaseFailure)],
}))

/**
 * What app/server.ts hands Start with a request (`handler.fetch(request, { context })`); the router,
 * the page's components and server functions read it with `getGlobalStartContext()` while the request
 * is answered (in the browser that gives undefined).
 */
export interface RequestContext {
  /** The CSP nonce the router puts on the scripts it inlines; a shared page's render gets the marker. */
  nonce: string
  /** Filled in while a page renders: what failed, so that a failed page answers 503 or 500 (app/http/unavailable.ts). */
  failures?: RenderFailures
  /** A plain form post's outcome, for the page rendered in answer to it. */
  newsletterPost?: NewsletterPostState
  /** The demo form's plain post: its state, left by the route's POST handler for the page's render. */
  demoPost?: DemoPostState
  /** The body of a post to a page with its own form was refused unread (413): its handler answers with the form. */
  formTooLarge?: boolean
  /** The pipeline's count of a request for the search page against its client's limit (app/search/search-limit.server.ts). */
  searchCount?: RateLimitResult
}

declare module '@tanstack/react-start' {
  interface Register {
    server: { requestContext: RequestContext }
  }
}
