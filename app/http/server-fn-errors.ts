// Server-function errors, made honest and quiet with Start's middleware (registered in app/start.ts).
// - In a function (function middleware): bad input (validInput's InvalidInputError) is answered 400;
//   anything else a handler throws is our failure, logged and answered without its message (which may
//   quote SQL): 503 while the database fails (it comes back), 500 for anything else (a bug). Not-found
//   and redirects pass. Server rendering calls the same functions directly: there the error reaches
//   the route's error boundary, and the render notes a database failure in its request context
//   (`failures`), so the page answers 503 for it and 500 otherwise (app/http/unavailable.ts).
// - Around a call (request middleware): a call Start cannot decode (not JSON, a malformed payload) gets
//   Start's 500 with the parser's message: it becomes 400; an unknown function id makes Start throw
//   before any function runs: 404.
// Either way the answer keeps Start's format, so the browser's client reads it as an error.
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { createMiddleware, getGlobalStartContext } from '@tanstack/react-start'
import { getRequest, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { isServerFunctionPath } from './server-functions.ts'
import { errorMessage, log } from '../log/log.ts'
import { InvalidInputError } from './valid-input.ts'

const NO_STORE = { 'cache-control': 'no-store' }

/** A server function's error answer: Start takes `status` and `headers` from it, and sends only the message. */
export class ServerFnError extends Error {
  readonly headers = NO_STORE
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const badRequest = () => new ServerFnError(400, 'Bad request')
const unknownFunction = () => new ServerFnError(404, 'Unknown server function')
const serviceUnavailable = () => new ServerFnError(503, 'Service unavailable')
const internalError = () => new ServerFnError(500, 'Internal server error')

/** Whether an error came from the database (db/failure.ts, handed in by app/start.ts). */
export type DatabaseFailureTest = (error: unknown) => boolean

/** The answer for an error a server function (or its validator) threw. */
export function serverFnFailure(error: unknown, isDatabaseFailure: DatabaseFailureTest): ServerFnError {
  if (error instanceof ServerFnError) return error
  if (error instanceof InvalidInputError) return badRequest()
  log('error', 'server function failed', { error: errorMessage(error) })
  return isDatabaseFailure(error) ? serviceUnavailable() : internalError()
}

const isRedirectOrNotFound = (error: unknown) => error instanceof Response || isRedirect(error) || isNotFound(error)

export const serverFnCallErrors = createMiddleware().server(async ({ handlerType, next }) => {
  if (handlerType !== 'serverFn') return next()
  let result: Awaited<ReturnType<typeof next>>
  try {
    result = await next()
  } catch (error) {
    if (isRedirectOrNotFound(error)) throw error
    throw unknownFunction()
  }
  // Our function middleware answers every failure inside a function with its own status: a 500 is
  // Start's, for a call it could not decode.
  if (result.response.status === 500) throw badRequest()
  return result
})

export const serverFnStatus = (isDatabaseFailure: DatabaseFailureTest) =>
  createMiddleware({ type: 'function' }).server(async ({ next }) => {
    try {
      return await next()
    } catch (error) {
      if (isRedirectOrNotFound(error)) throw error
      const failure = serverFnFailure(error, isDatabaseFailure)
      // Only a call over HTTP answers with this status; a page rendering the function keeps its own,
      // and learns what failed.
      if (isServerFunctionPath(new URL(getRequest().url).pathname)) {
        setResponseStatus(failure.status)
        for (const [name, value] of Object.entries(failure.headers)) setResponseHeader(name, value)
      } else if (failure.status === 503) {
        const failures = getGlobalStartContext()?.failures
        if (failures) failures.database = true
      }
      throw failure
    }
  })
