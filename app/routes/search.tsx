import { createFileRoute } from '@tanstack/react-router'
import { SearchForm } from '../search/SearchForm.tsx'
import { SearchAnswerView } from '../search/SearchResultsView.tsx'
import { queryOfPage, SearchParams } from '../search/schemas.ts'
import { ErrorPage } from '../layout/ErrorPage.tsx'
import { PageIntro } from '../ui/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'
import { headBuilders, headOfLoader } from '../seo/route-head.ts'
import { loadOnce } from '../lib/load-once.ts'
import { pageGrid } from '../ui/page-grid.ts'

// Once per page (app/lib/load-once.ts); if it cannot load, the loader fails: the error page below.
const searchFunctions = loadOnce(() => import('../search/search.functions.ts'))

export const Route = createFileRoute('/search')({
  validateSearch: SearchParams,
  loaderDeps: ({ search }) => ({ q: queryOfPage(search.q), page: search.page ?? 1 }),
  loader: async ({ deps, context }) => {
    const locale = getLocale()
    const [{ searchSite }, builders] = await Promise.all([searchFunctions(), headBuilders()])
    const answer = await searchSite({ data: { locale, q: deps.q, page: deps.page } })
    return { answer, locale, head: builders.pageHead('/search', context.site) }
  },
  head: headOfLoader,
  component: SearchPage,
  // Every answer, a refusal included, is the page's own; should the loader ever fail, the site's error page.
  errorComponent: ErrorPage,
})

function SearchPage() {
  const { answer, locale } = Route.useLoaderData()
  const query = answer.state === 'results' ? answer.results.query : answer.state === 'empty' ? '' : answer.query
  return (
    <>
      <PageIntro title={m.pages_search_title()} intro={m.pages_search_intro()}>
        <SearchForm locale={locale} query={query} className="mt-8 max-w-2xl" />
      </PageIntro>
      <section className={`${pageGrid} pb-16`} aria-label={m.pages_search_results_label()}>
        <div className="max-w-4xl">
          <SearchAnswerView answer={answer} locale={locale} />
        </div>
      </section>
    </>
  )
}
