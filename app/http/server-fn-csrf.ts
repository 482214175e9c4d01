// The one cross-site rule for server functions: Start's CSRF middleware, registered in app/start.ts
// (docs/decisions/0065-start-csrf-middleware.md says what it refuses and why a call without any
// origin header is refused).
import { createCsrfMiddleware } from '@tanstack/react-start'
import { crossSiteRefusal, isOwnOrigin } from './same-origin.ts'

export const serverFnCsrf = createCsrfMiddleware({
  filter: ({ handlerType }) => handlerType === 'serverFn',
  // Origin (or, without it, Referer) must name the host the call was sent to; Start's default compares
  // the whole origin with the request's URL, whose scheme is http behind a TLS proxy.
  origin: (origin, { request }) => isOwnOrigin(origin, request),
  failureResponse: () => crossSiteRefusal(),
})
