// Markdown → sanitised HTML, done once at seed time (never in the browser, never per request).
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

const marked = new Marked({ gfm: true, async: false })

const allowedTags = [
  'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code', 'pre', 'hr', 'br',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
]

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string
  const clean = sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: { a: ['href', 'rel', 'target'], th: ['align'], td: ['align'] },
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
  // Wide tables scroll sideways on small screens; the focusable wrapper lets keyboards scroll them.
  return clean.replaceAll('<table>', '<div class="table-scroll" tabindex="0"><table>').replaceAll('</table>', '</table></div>')
}

/** Minutes at 200 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.replace(/[#>*_`|[\]()-]/g, ' ').split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / 200))
}
