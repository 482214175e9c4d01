// The answer to a request whose pipeline threw (a bug, or the database failing where nothing caught
// it): a bare page in the path's language that says so, 503 with Retry-After when the database failed
// (it comes back), 500 otherwise. The error itself goes to the log, never into the answer.
import type { Locale } from '../i18n/locale.ts'
import { m } from '../paraglide/messages.js'
import { RETRY_AFTER_SECONDS } from './unavailable.ts'

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)

export function failedRequestPage(status: 500 | 503, locale: Locale): Response {
  const title = escapeHtml(m.common_error_title({}, { locale }))
  const text = escapeHtml(m.common_error_text({}, { locale }))
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
    `<body><h1>${title}</h1><p>${text}</p></body></html>`
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  if (status === 503) headers.set('retry-after', String(RETRY_AFTER_SECONDS))
  return new Response(html, { status, headers })
}
