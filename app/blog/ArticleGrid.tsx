import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { ArticleCardView } from './ArticleCardView.tsx'
import type { ArticlePage } from './types.ts'
import type { Locale } from '../i18n/locale.ts'

const pageLink =
  'inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-semibold hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** One page of article cards with previous/next links. */
export function ArticleGrid({ list, locale }: { list: ArticlePage; locale: Locale }) {
  if (list.items.length === 0) {
    return <p className="mx-auto max-w-7xl px-4 py-12 text-muted sm:px-6">{m.pages_blog_empty()}</p>
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((article) => (
          <li key={article.slug} className="flex">
            <ArticleCardView article={article} locale={locale} />
          </li>
        ))}
      </ul>
      {list.pageCount > 1 && (
        <nav aria-label={m.pages_blog_pagination()} className="mt-10 flex items-center justify-between gap-4">
          {list.page > 1 ? (
            <Link to="." search={{ page: list.page - 1 > 1 ? list.page - 1 : undefined }} className={pageLink} rel="prev">
              {m.pages_blog_previous()}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-muted">{m.pages_blog_page_of({ page: String(list.page), pages: String(list.pageCount) })}</p>
          {list.page < list.pageCount ? (
            <Link to="." search={{ page: list.page + 1 }} className={pageLink} rel="next">
              {m.pages_blog_next()}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  )
}
