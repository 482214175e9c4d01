// The demo request as a server function: what the form uses once hydrated (a plain form post before
// that, or without JavaScript, is answered by the route's POST handler, form-post.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { clientAddress } from '../http/client-address.ts'
import { demoDeps } from './deps.server.ts'
import { demoHeaders, demoStatus } from './outcome.ts'
import { submissionOf } from './submission.ts'
import { submitDemoRequest } from './submit.server.ts'

export const requestDemo = createServerFn({ method: 'POST' })
  // Any shape is let through and checked field by field, which answers bad input with the field's
  // message and 422 instead of a thrown validation error.
  .validator((input: unknown) => input)
  .handler(async ({ data }) => {
    const raw = typeof data === 'object' && data !== null ? { ...data } : {}
    const locale = 'locale' in raw && raw.locale === 'de' ? 'de' : 'en'
    const outcome = await submitDemoRequest(demoDeps(), submissionOf(raw, locale), clientAddress(getRequest()))
    setResponseStatus(demoStatus(outcome))
    for (const [name, value] of Object.entries(demoHeaders(outcome))) setResponseHeader(name, value)
    return outcome
  })
