// The signup as a server function (the form, once hydrated), and the state a plain form post left
// for the page being rendered (before hydration, or without JavaScript).
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest, getRequestHeader, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { clientAddress } from '../http/client-address.ts'
import { subscribeDeps } from './deps.server.ts'
import { POST_STATE_HEADER, readPostState } from './form-post.server.ts'
import { httpStatus, outcomeHeaders } from './outcome.ts'
import { subscribe } from './subscribe.server.ts'

export const subscribeToNewsletter = createServerFn({ method: 'POST' })
  // Any shape is let through and checked by subscribe(), which answers bad input with a translated
  // message and 400 instead of a thrown validation error.
  .validator((input: unknown) => input)
  .handler(async ({ data }) => {
    const outcome = await subscribe(subscribeDeps(), data, clientAddress(getRequest()))
    setResponseStatus(httpStatus(outcome))
    for (const [name, value] of Object.entries(outcomeHeaders(outcome))) setResponseHeader(name, value)
    return outcome
  })

const getNewsletterPostState = createServerFn({ method: 'GET' }).handler(() => readPostState(getRequestHeader(POST_STATE_HEADER)) ?? null)

/**
 * Filled during server rendering only (the root route asks for it on the server), then dehydrated:
 * the form starts from it once. In the browser it is never fetched.
 */
export const newsletterPostQuery = queryOptions({
  queryKey: ['newsletter', 'post-state'],
  queryFn: () => getNewsletterPostState(),
  staleTime: Number.POSITIVE_INFINITY,
})
