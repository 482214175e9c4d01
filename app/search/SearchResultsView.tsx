import { m } from '../paraglide/messages.js'
import { formatDate } from '../i18n/intl.ts'
import type { Locale } from '../i18n/locale.ts'
import { Pager, pagerLinkStyle } from '../ui/Pager.tsx'
import { rich } from '../ui/rich-text.tsx'
import type { SearchAnswer } from './answer.ts'
import { searchPath } from './search-path.ts'
import { Snippet } from './Snippet.tsx'
import { SEARCH_PAGE_SIZE, type SearchHit, type SearchResults } from './types.ts'

const notice = 'mt-2 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-ink'

/** The answer below the search field: the results, or a message saying why there are none. */
export function SearchAnswerView({ answer, locale }: { answer: SearchAnswer; locale: Locale }) {
  switch (answer.state) {
    case 'empty':
      return <p className="text-muted">{m.pages_search_empty_query()}</p>
    case 'too-long':
      return (
        <p role="alert" className={notice}>
          {m.pages_search_too_long({ max: String(answer.max) })}
        </p>
      )
    case 'limited':
      return (
        <p role="alert" className={notice}>
          {m.pages_search_limited({ seconds: String(answer.retryAfterSeconds) })}
        </p>
      )
    case 'unavailable':
      return (
        <p role="alert" className={notice}>
          {m.pages_search_unavailable()}
        </p>
      )
    case 'results':
      return <ResultList results={answer.results} locale={locale} />
  }
}

function ResultList({ results, locale }: { results: SearchResults; locale: Locale }) {
  // The query as typed, isolated: right-to-left text in it must not reorder the sentence around it.
  const query = { query: <bdi>{results.query}</bdi> }
  if (results.total === 0) {
    return (
      <div role="status">
        <p className="text-lg text-ink">{rich((t) => m.pages_search_none(t), query)}</p>
        <p className="mt-2 text-muted">{m.pages_search_tips()}</p>
      </div>
    )
  }
  const first = (results.page - 1) * SEARCH_PAGE_SIZE + 1
  return (
    <div>
      <p role="status" className="text-muted">
        {results.total === 1
          ? rich((t) => m.pages_search_result_one(t), query)
          : rich((t) => m.pages_search_results({ count: String(results.total), ...t }), query)}
        {results.similarWords.length > 0 && <> {m.pages_search_similar({ words: results.similarWords.join(', ') })}</>}
      </p>
      <ol className="mt-6 divide-y divide-slate-200 border-y border-slate-200" start={first}>
        {results.hits.map((hit) => (
          <ResultItem key={hit.path} hit={hit} locale={locale} />
        ))}
      </ol>
      <Pager
        label={m.pages_search_pagination()}
        page={results.page}
        pageCount={results.pageCount}
        link={(page, rel, text) => (
          <a
            href={`${searchPath(locale)}?${new URLSearchParams({ q: results.query, ...(page > 1 ? { page: String(page) } : {}) })}`}
            className={pagerLinkStyle}
            rel={rel}
          >
            {text}
          </a>
        )}
      />
    </div>
  )
}

function ResultItem({ hit, locale }: { hit: SearchHit; locale: Locale }) {
  return (
    <li className="py-6">
      <p className="flex flex-wrap gap-x-3 text-sm text-muted">
        <span className="font-semibold text-brand-700">
          {hit.kind === 'article' ? m.pages_search_kind_article() : m.pages_search_kind_page()}
        </span>
        {hit.publishedOn && <time dateTime={hit.publishedOn}>{formatDate(hit.publishedOn, locale)}</time>}
        {hit.category && <span>{hit.category}</span>}
      </p>
      <h2 className="mt-1 text-xl font-semibold text-brand-900">
        <a
          href={hit.path}
          className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {hit.title}
        </a>
      </h2>
      <Snippet snippet={hit.snippet} />
    </li>
  )
}
