// Start's instance: the middleware every server-function call passes (app/server.ts does the rest of
// the request pipeline before handing a request to Start), and the context each request carries.
import { createStart } from '@tanstack/react-start'
import { serverFnCallErrors, serverFnStatus } from './http/server-fn-errors.ts'
import { serverFnCsrf } from './http/server-fn-csrf.ts'
import type { NewsletterPostState } from './newsletter/outcome.ts'

export const startInstance = createStart(() => ({
  requestMiddleware: [serverFnCsrf, serverFnCallErrors],
  functionMiddleware: [serverFnStatus],
}))

/**
 * What app/server.ts hands Start with a request (`handler.fetch(request, { context })`); the router,
 * the page's components and server functions read it with `getGlobalStartContext()` while the request
 * is answered (in the browser that gives undefined).
 */
export interface RequestContext {
  /** The CSP nonce the router puts on the scripts it inlines; a shared page's render gets the marker. */
  nonce: string
  /** A plain form post's outcome, for the page rendered in answer to it. */
  newsletterPost?: NewsletterPostState
  /** The seconds to wait, while a search page over its client's limit renders. */
  searchRefusal?: number
}

declare module '@tanstack/react-start' {
  interface Register {
    server: { requestContext: RequestContext }
  }
}
