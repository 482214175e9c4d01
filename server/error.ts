// Nitro's error handler. The one case the app cannot see: a path with malformed percent-encoding
// (`/%E0%A4%A`), which the HTTP layer refuses with a bare 400 before any route runs. A visitor who
// followed a broken link gets the site's not-found page in the path's language instead, with 404.
// Every other error falls through to Nitro's own handler (a JSON body without stack traces).
import { defineErrorHandler, serverFetch } from 'nitro'
import { localeOfPath } from '../app/i18n/locale.ts'

function isMalformed(pathname: string): boolean {
  try {
    // The result is used so the bundler cannot drop the call as side-effect free.
    return typeof decodeURIComponent(pathname) !== 'string'
  } catch {
    return true
  }
}

export default defineErrorHandler(async (error, event) => {
  const pathname = URL.parse(event.req.url)?.pathname
  if (pathname !== undefined && error.status === 400 && isMalformed(pathname)) {
    const german = localeOfPath(pathname) === 'de'
    // At the request's own origin: a bare path would be asked for at http://localhost, which the
    // Host allow-list refuses (421) in production.
    const page = await serverFetch(new URL(german ? '/de/404' : '/404', event.req.url), {
      headers: { accept: 'text/html', 'accept-encoding': event.req.headers.get('accept-encoding') ?? '' },
    })
    return new Response(page.body, { status: 404, headers: page.headers })
  }
  return undefined // Nitro's own handler answers
})
