import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { ArticleCardView } from './ArticleCardView.tsx'
import { ArticleMeta } from './ArticleMeta.tsx'
import type { ArticleDetail } from './types.ts'
import { formatDate } from '../i18n/intl.ts'
import type { Locale } from '../i18n/locale.ts'
import { pageGrid, readingColumn } from '../ui/page-grid.ts'
import { keepCompounds } from '../ui/keep-compounds.tsx'

const backLink =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

export function ArticleView({ article, locale }: { article: ArticleDetail; locale: Locale }) {
  return (
    <>
      <article className={`${readingColumn} pt-10 pb-16`}>
        <Link to="/blog" className={backLink}>
          <span aria-hidden="true">←&nbsp;</span>
          {m.pages_blog_back_to_blog()}
        </Link>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {keepCompounds(article.title)}
        </h1>
        <div className="mt-4">
          <ArticleMeta article={article} locale={locale} />
        </div>
        <img
          src={article.coverImage}
          alt={article.coverAlt}
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-8 aspect-[1200/630] w-full rounded-lg object-cover"
        />
        {/* Rendered from Markdown and sanitised once at seed time (db/markdown.server.ts). */}
        {/* eslint-disable-next-line react/no-danger -- sanitised at seed time, see above */}
        <div className="article-body mt-10" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        {article.updatedOn !== article.publishedOn && (
          <p className="mt-10 text-sm text-muted">
            {m.pages_blog_updated()}: <time dateTime={article.updatedOn}>{formatDate(article.updatedOn, locale)}</time>
          </p>
        )}
      </article>
      {article.related.length > 0 && (
        <section aria-labelledby="related-articles" className="bg-brand-50 py-14">
          <div className={pageGrid}>
            <h2 id="related-articles" className="text-2xl font-bold text-brand-900">
              {m.pages_blog_related()}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {article.related.map((related) => (
                <li key={related.slug} className="flex">
                  <ArticleCardView article={related} locale={locale} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <div className={`${readingColumn} py-10`}>
        <Link to="/blog" className={backLink}>
          <span aria-hidden="true">←&nbsp;</span>
          {m.pages_blog_back_to_all()}
        </Link>
      </div>
    </>
  )
}
