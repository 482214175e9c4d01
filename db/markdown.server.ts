// Markdown → sanitised HTML, done once at seed time (never in the browser, never per request).
import { Marked, type Token, type Tokens } from 'marked'
import { ARTICLE_TAGS, sanitizeAuthoredHtml } from '../app/content/sanitize-html.server.ts'

const marked = new Marked({ gfm: true, async: false })

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false })
  const clean = sanitizeAuthoredHtml(html, ARTICLE_TAGS)
  // Wide tables scroll sideways on small screens; the focusable wrapper lets keyboards scroll them.
  return clean
    .replaceAll('<table>', '<div class="table-scroll" tabindex="0"><table>')
    .replaceAll('</table>', '</table></div>')
}

/** Minutes at 200 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`|[\]()-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.ceil(words / 200))
}

/**
 * The words a reader sees, without Markdown or HTML: what the site search indexes and quotes in its
 * snippets (never the stored HTML). Blocks end with a line break so snippets do not run headings
 * into paragraphs.
 */
export function plainText(markdown: string): string {
  const parts: string[] = []
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'html' || token.type === 'code' || token.type === 'space' || token.type === 'hr') continue
      if ('tokens' in token && token.tokens && token.tokens.length > 0) walk(token.tokens)
      else if (isList(token)) walk(token.items)
      else if (isTable(token)) {
        for (const row of [token.header, ...token.rows]) {
          for (const cell of row) {
            walk(cell.tokens)
            parts.push(' ')
          }
          parts.push('\n')
        }
      } else if ('text' in token && typeof token.text === 'string') parts.push(decodeEntities(token.text))
      if (BLOCKS.has(token.type)) parts.push('\n')
    }
  }
  walk(marked.lexer(markdown))
  return parts
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim()
}

// Marked's types leave room for extensions' tokens, typed loosely; none are registered here, so a
// token's type names its shape.
const isList = (token: Token): token is Tokens.List => token.type === 'list'
const isTable = (token: Token): token is Tokens.Table => token.type === 'table'

const BLOCKS = new Set(['heading', 'paragraph', 'list_item', 'blockquote', 'table'])
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' }
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
