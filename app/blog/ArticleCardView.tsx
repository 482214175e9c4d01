import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { ArticleMeta } from './ArticleMeta.tsx'
import type { ArticleCard } from './types.ts'
import type { Locale } from '../i18n/locale.ts'

export function ArticleCardView({
  article,
  locale,
  headingLevel = 2,
}: {
  article: ArticleCard
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <img
        src={article.coverImage}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[1200/630] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ArticleMeta article={article} locale={locale} />
        <Heading className="text-lg leading-snug font-semibold text-brand-900">{article.title}</Heading>
        <p className="text-sm leading-6 text-muted">{article.excerpt}</p>
        <Link
          to="/blog/$slug"
          params={{ slug: article.slug }}
          className="mt-auto inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {m.pages_blog_read_more()}
          {/* Screen readers hear which article: "Read more: <title>". */}
          <span className="sr-only">: {article.title}</span>
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </div>
    </article>
  )
}
