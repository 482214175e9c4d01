import type { ReactNode } from 'react'
import { m } from '../paraglide/messages.js'
import type { ArticleCard } from './types.ts'
import { formatDate } from '../i18n/intl.ts'
import type { Locale } from '../i18n/locale.ts'

/**
 * One item after the first: its "·" sits in the gap before it. The row is shifted left by that gap
 * and its box clips, so an item that wraps to a new line takes its dot out of view: no line ends or
 * starts with a separator.
 */
function Item({ children }: { children: ReactNode }) {
  return (
    <span className="relative pl-5">
      <span aria-hidden="true" className="absolute left-2">
        ·
      </span>
      {children}
    </span>
  )
}

/** Date, category and reading time of an article. */
export function ArticleMeta({ article, locale }: { article: ArticleCard; locale: Locale }) {
  return (
    <div className="overflow-hidden">
      <p className="-ml-5 flex flex-wrap gap-y-1 text-sm text-muted">
        <span className="pl-5">
          <time dateTime={article.publishedOn}>{formatDate(article.publishedOn, locale)}</time>
        </span>
        <Item>
          <span className="sr-only">{m.pages_blog_category_label()}: </span>
          {article.category.name}
        </Item>
        <Item>{m.pages_blog_reading_time({ minutes: String(article.readingMinutes) })}</Item>
      </p>
    </div>
  )
}
