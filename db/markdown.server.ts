// Markdown → sanitised HTML, done once at seed time (never in the browser, never per request).
import { Marked } from 'marked'
import { ARTICLE_TAGS, sanitizeAuthoredHtml } from '../app/content/sanitize-html.server.ts'

const marked = new Marked({ gfm: true, async: false })

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false })
  const clean = sanitizeAuthoredHtml(html, ARTICLE_TAGS)
  // Wide tables scroll sideways on small screens; the focusable wrapper lets keyboards scroll them.
  return clean.replaceAll('<table>', '<div class="table-scroll" tabindex="0"><table>').replaceAll('</table>', '</table></div>')
}

/** Minutes at 200 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.replace(/[#>*_`|[\]()-]/g, ' ').split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / 200))
}
