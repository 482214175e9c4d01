// Server-function error answers, made honest and quiet. TanStack Start answers a call it cannot decode
// (not JSON, a malformed serialization payload, an unknown id) with 500 and the library's message,
// and a call whose input fails validation with 200 and an error body. Our functions mark their own
// failures (a database that is down) with `failSafe`; so an error answer that carries no such mark
// was caused by the request: 400 (404 for an unknown function). Every message becomes a generic one,
// and the body keeps Start's format, so the browser's client still reads it as an error.
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { errorMessage, log } from './request-log.ts'

const SERVER_FAILURE = 'Service unavailable'

/** A failure on our side, reported as 503 without its details (which may quote SQL). */
export class ServerFailure extends Error {
  readonly status = 503
  constructor() {
    super(SERVER_FAILURE)
  }
}

/** Wraps a server function's handler: its own errors are logged and become a ServerFailure. */
export function failSafe<Args extends unknown[], Result>(handler: (...args: Args) => Promise<Result>) {
  return async (...args: Args): Promise<Result> => {
    try {
      return await handler(...args)
    } catch (error) {
      if (isNotFound(error) || isRedirect(error)) throw error
      log('error', 'server function failed', { error: errorMessage(error) })
      throw new ServerFailure()
    }
  }
}

/** The status and generic message for a server-function error message. */
export function classifyServerFnError(message: string): { status: number; message: string } {
  if (message === SERVER_FAILURE) return { status: 503, message: SERVER_FAILURE }
  if (/^Server function info not found/.test(message)) return { status: 404, message: 'Unknown server function' }
  return { status: 400, message: 'Bad request' }
}

// Start's serialized error: {"t":10,…,"k":["error"],…{"message":{"t":1,"s":"…"}}…}
const MESSAGE = /("message":\{"t":1,"s":)"((?:[^"\\]|\\.)*)"/
const ERROR_BODY = /^\{"t":10,"i":0,"p":\{"k":\["error"\]/

/** Rewrites a server function's error answer (any status); every other answer passes unchanged. */
export async function honestServerFnError(response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  const serialized = response.headers.get('x-tss-serialized') === 'true' && type.includes('application/json')
  if (response.status < 500 && !serialized) return response
  const body = await response.text()
  // A result keeps the status its function set (the newsletter answers 502 or 503 with a result).
  if (serialized && !ERROR_BODY.test(body)) {
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
  const found = MESSAGE.exec(body)
  let original = body
  try {
    const decoded: unknown = found ? JSON.parse(`"${found[2]}"`) : undefined
    if (typeof decoded === 'string') original = decoded
  } catch {
    // classify the raw body
  }
  const { status, message } = classifyServerFnError(original)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('cache-control', 'no-store')
  if (!found) headers.set('content-type', 'application/json')
  const rewritten = found ? body.replace(MESSAGE, (_all, prefix: string) => `${prefix}${JSON.stringify(message)}`) : JSON.stringify({ error: message })
  return new Response(rewritten, { status, headers })
}
