// Server-only: the FAQ of one language with HTML answers sanitised (no scripts, no event handlers,
// no javascript: links), the same way the blog sanitises rendered Markdown (db/markdown.server.ts).
// sanitize-html stays on the server; pages receive the clean HTML.
import sanitizeHtml from 'sanitize-html'
import { type FaqView, faqItems } from '../content/faq.ts'
import type { Locale } from '../i18n/locale.ts'

export function sanitizeFaqHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a'],
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      // Links to other sites open without handing them our window.
      a: (tagName, original) => {
        const href = original.href ?? ''
        const internal = href.startsWith('/') || href.startsWith('#')
        const attribs: Record<string, string> = internal ? { href } : { href, rel: 'noopener noreferrer' }
        return { tagName, attribs }
      },
    },
  })
}

const cache = new Map<Locale, FaqView[]>()

/** The items in one language, answers in HTML sanitised (once per process: the module is static). */
export function faqFor(locale: Locale): FaqView[] {
  let items = cache.get(locale)
  if (!items) {
    items = faqItems.map(({ id, [locale]: entry }) =>
      'answerHtml' in entry ? { id, question: entry.question, answerHtml: sanitizeFaqHtml(entry.answerHtml) } : { id, ...entry },
    )
    cache.set(locale, items)
  }
  return items
}
