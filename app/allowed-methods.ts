// What each address of the site is, one place: the methods it takes (app/http/methods.ts answers every
// other one), and whether it is a page, the only kind the render cache may share.
import { HEALTH_PATH, READY_PATH } from '../db/health.server.ts'
import { PAGE_METHODS, READ_METHODS } from './http/methods.ts'
import { isServerFunctionPath } from './http/server-functions.ts'
import { isSeoFilePath } from './seo/seo-files.server.ts'
import { vitalsMethods } from './vitals/endpoint.server.ts'
import { VITALS_PATH } from './vitals/policy.ts'
import { routerPathOf } from './i18n/paths.ts'
import type { RoutePath } from './i18n/route-table.ts'

/** Server functions are called with GET (`createServerFn({ method: 'GET' })`) or POST. */
const SERVER_FUNCTION_METHODS = ['GET', 'POST'] as const

/** JSON endpoints (the speed reports, the render cache's figures) live under /api/; none is a page. */
const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

export function allowedMethods(pathname: string): readonly string[] {
  if (isServerFunctionPath(pathname)) return SERVER_FUNCTION_METHODS
  if (pathname === VITALS_PATH) return vitalsMethods()
  if (pathname === HEALTH_PATH || pathname === READY_PATH || isSeoFilePath(pathname)) return READ_METHODS
  return PAGE_METHODS
}

/** An address a form is posted to as a page (not a server function, an endpoint, a health check or a file). */
export const takesPagePosts = (pathname: string) => allowedMethods(pathname) === PAGE_METHODS

/** A page the router renders: not a server function, a health check, a file or an API endpoint. */
export function isPagePath(pathname: string): boolean {
  return takesPagePosts(pathname) && !isApiPath(pathname)
}

/**
 * Pages with a form of their own, whose route answers its plain posts (a Start server route's POST
 * handler); the newsletter form, on every page, is answered by app/page-posts.ts.
 */
const OWN_FORM_PAGES: ReadonlySet<string> = new Set<RoutePath>(['/book-demo'])

export function hasOwnForm(pathname: string): boolean {
  return OWN_FORM_PAGES.has(routerPathOf(pathname))
}
