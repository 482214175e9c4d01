// The signup as a server function: what the form uses once hydrated (a plain form post before
// that, or without JavaScript, is answered by form-post.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { clientAddress } from '../http/client-address.ts'
import { subscribeDeps } from './deps.server.ts'
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
