import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { ArticleCardView } from './ArticleCardView.tsx'
import type { ArticlePage } from './types.ts'
import type { Locale } from '../i18n/locale.ts'
import { Pager, pagerLinkStyle } from '../ui/Pager.tsx'
import { pageGrid } from '../ui/page-grid.ts'

/** One page of article cards with previous/next links. */
export function ArticleGrid({ list, locale }: { list: ArticlePage; locale: Locale }) {
  if (list.items.length === 0) {
    return <p className={`${pageGrid} py-12 text-muted`}>{m.pages_blog_empty()}</p>
  }
  return (
    <div className={`${pageGrid} py-10`}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((article) => (
          <li key={article.slug} className="flex">
            <ArticleCardView article={article} locale={locale} />
          </li>
        ))}
      </ul>
      <Pager
        label={m.pages_blog_pagination()}
        page={list.page}
        pageCount={list.pageCount}
        link={(page, rel, text) => (
          <Link to="." search={{ page: page > 1 ? page : undefined }} className={pagerLinkStyle} rel={rel}>
            {text}
          </Link>
        )}
      />
    </div>
  )
}
