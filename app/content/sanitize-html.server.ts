// The one sanitiser for authored HTML (rendered blog Markdown, FAQ answers): no scripts, no event
// handlers, no javascript: links, no protocol-relative URLs. Server-only: sanitize-html never ships
// to the browser; pages receive the clean HTML.
import sanitizeHtml from 'sanitize-html'

/** Inline text and lists: what an FAQ answer may hold. */
export const INLINE_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a']
/** An article's body: inline text, headings, quotes, code and tables. */
export const ARTICLE_TAGS = [...INLINE_TAGS, 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td']

export function sanitizeAuthoredHtml(html: string, allowedTags: readonly string[]): string {
  return sanitizeHtml(html, {
    allowedTags: [...allowedTags],
    allowedAttributes: { a: ['href', 'rel', 'target'], th: ['align'], td: ['align'] },
    allowedSchemes: ['https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      // Links to other sites open without handing them our window; `target` is dropped.
      a: (tagName, original) => {
        const href = original.href ?? ''
        const internal = href.startsWith('/') || href.startsWith('#')
        const attribs: Record<string, string> = internal ? { href } : { href, rel: 'noopener noreferrer' }
        return { tagName, attribs }
      },
    },
  })
}
