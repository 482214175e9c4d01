// A plain POST to a page is the newsletter form without JavaScript (it is on every page): answered in
// Start's request middleware, before the router, which then renders the page with the form's state in
// the request context (app/newsletter/form-post.server.ts). A page's own form (the demo request's) is
// left to its route's POST handler.
import { createMiddleware } from '@tanstack/react-start'
import { hasOwnForm, takesPagePosts } from './allowed-methods.ts'
import { newsletterFormPost, pageAnswering } from './newsletter/form-post.server.ts'

export const pageFormPosts = createMiddleware().server(async ({ request, handlerType, next }) => {
  // The path as sent: Start's `pathname` is decoded, and /api/vital%73 is no endpoint's address.
  const { pathname } = new URL(request.url)
  if (handlerType !== 'router' || request.method !== 'POST' || !takesPagePosts(pathname)) return next()
  const state = await newsletterFormPost(request, pathname, hasOwnForm(pathname))
  // Another form on a page with its own is its route's (a server route's POST handler).
  if (state === undefined) return next()
  if (state instanceof Response) return state
  const page = await next({ context: { newsletterPost: state } })
  return pageAnswering(page.response, state)
})
