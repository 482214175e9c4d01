// TanStack Start's server-function endpoint, and the one call it cannot refuse itself.
import { crossSiteRefusal, isOwnPageRequest } from './same-origin.ts'

/** TanStack Start's server-function endpoint (its default base). */
export const SERVER_FUNCTIONS = '/_serverFn/'

export const isServerFunctionPath = (pathname: string) => pathname.startsWith(SERVER_FUNCTIONS)

/** The function a call names: the first segment after the base, as Start reads it. */
const functionId = (pathname: string) => pathname.slice(SERVER_FUNCTIONS.length).split('/')[0] ?? ''

/**
 * A call that names no function (`/_serverFn/`, `/_serverFn//x`): Start throws before its middleware
 * runs and answers 500. Refused here as Start refuses a call of an unknown function: 403 when it does
 * not come from our pages (app/http/server-fn-csrf.ts), else 404. Undefined for every other request.
 */
export function unnamedFunctionRefusal(request: Request, pathname: string): Response | undefined {
  if (!isServerFunctionPath(pathname) || functionId(pathname) !== '') return undefined
  if (!isOwnPageRequest(request)) return crossSiteRefusal()
  return Response.json({ error: 'Unknown server function' }, { status: 404, headers: { 'cache-control': 'no-store' } })
}
