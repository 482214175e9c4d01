// Server-only: the FAQ of one language with HTML answers sanitised by the same sanitiser as the
// blog's rendered Markdown (content/sanitize-html.server.ts).
import { type FaqView, faqItems } from '../content/faq.ts'
import { INLINE_TAGS, sanitizeAuthoredHtml } from '../content/sanitize-html.server.ts'
import type { Locale } from '../i18n/locale.ts'

export const sanitizeFaqHtml = (html: string) => sanitizeAuthoredHtml(html, INLINE_TAGS)

const cache = new Map<Locale, FaqView[]>()

/** The items in one language, answers in HTML sanitised (once per process: the module is static). */
export function faqFor(locale: Locale): FaqView[] {
  let items = cache.get(locale)
  if (!items) {
    items = faqItems.map(({ id, [locale]: entry }) =>
      'answerHtml' in entry
        ? { id, question: entry.question, answerHtml: sanitizeFaqHtml(entry.answerHtml) }
        : { id, ...entry },
    )
    cache.set(locale, items)
  }
  return items
}
