import { m } from '../paraglide/messages.js'
import type { ArticleCard } from './types.ts'
import { formatDate } from '../i18n/intl.ts'
import type { Locale } from '../i18n/locale.ts'

/** Date, category and reading time of an article. */
export function ArticleMeta({ article, locale }: { article: ArticleCard; locale: Locale }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <time dateTime={article.publishedOn}>{formatDate(article.publishedOn, locale)}</time>
      <span aria-hidden="true">·</span>
      <span>
        <span className="sr-only">{m.pages_blog_category_label()}: </span>
        {article.category.name}
      </span>
      <span aria-hidden="true">·</span>
      <span>{m.pages_blog_reading_time({ minutes: String(article.readingMinutes) })}</span>
    </p>
  )
}
