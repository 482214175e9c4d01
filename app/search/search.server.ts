// The site search in PostgreSQL (PGlite alike): full-text search in the page's language
// (websearch_to_tsquery: phrases, -exclusion, or), ranked with titles first, with a snippet made by
// ts_headline from the plain text. Each plain query word also matches the indexed words that contain
// it (German compounds: "Freigabe" → "Freigabeprozesse") or, when it is no indexed word itself, those
// that resemble it (typos: "Compliace" → "compliance"), through pg_trgm. The query only ever reaches
// SQL as a parameter.
import { type SQL, sql } from 'drizzle-orm'
import { type Database, getDb, resultRows } from '../../db/client.server.ts'
import type { Locale } from '../i18n/locale.ts'
import { queryWords } from './query-words.ts'
import { HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_PAGE_SIZE, type SearchHit, type SearchResults } from './types.ts'

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`

/**
 * A query word stands for itself and at most this many indexed words that contain it (shortest
 * first: the most general compounds), and, when it is not an indexed word, this many it resembles.
 */
const COMPOUNDS_PER_WORD = 24
const TYPOS_PER_WORD = 3
const TYPO_SIMILARITY = 0.45

const configOf = (locale: Locale) => (locale === 'de' ? 'german' : 'english')

interface Widening {
  word: string
  term: string
  /** Found by resemblance (a typo), not by containing the word. */
  similar: boolean
}

interface WidenedWords {
  /** Per query word, the indexed words it also stands for. */
  terms: Map<string, string[]>
  /** The words found by resemblance only: the page says it searched for them too. */
  similar: string[]
}

/** The indexed words each plain query word is widened to (not including the word itself). */
async function widenWords(db: Database, locale: Locale, words: readonly string[]): Promise<WidenedWords> {
  const widened: WidenedWords = { terms: new Map(), similar: [] }
  if (words.length === 0) return widened
  const rows = resultRows<Widening>(
    await db.execute(sql`
      select w.word, t.term, t.similar
      from unnest(array[${sql.join(words.map((word) => sql`${word}`), sql`, `)}]::text[]) as w(word)
      cross join lateral (
        (select term, false as similar from search_terms
         where locale = ${locale}::locale and term <> w.word and term like '%' || w.word || '%'
         order by char_length(term), term
         limit ${COMPOUNDS_PER_WORD})
        union
        (select term, true as similar from search_terms
         where locale = ${locale}::locale and term % w.word and similarity(term, w.word) >= ${TYPO_SIMILARITY}
           and not exists (select 1 from search_terms known where known.locale = ${locale}::locale and known.term = w.word)
         order by similarity(term, w.word) desc, term
         limit ${TYPOS_PER_WORD})
      ) t`),
  )
  for (const { word, term, similar } of rows) {
    widened.terms.set(word, [...(widened.terms.get(word) ?? []), term])
    if (similar) widened.similar.push(term)
  }
  return widened
}

/** The tsquery: the query as written, with each widened word standing for itself or its relatives. */
function tsquery(locale: Locale, query: string, widened: Map<string, string[]>): SQL {
  const config = configOf(locale)
  if (widened.size === 0) return sql`websearch_to_tsquery(${config}::regconfig, ${query})`
  const { plain, rest } = queryWords(query)
  const parts = plain.map((word) => {
    const alternatives = [word, ...(widened.get(word) ?? [])].map((term) => sql`plainto_tsquery(${config}::regconfig, ${term})`)
    return sql`(${sql.join(alternatives, sql` || `)})`
  })
  if (rest.trim() !== '') parts.push(sql`websearch_to_tsquery(${config}::regconfig, ${rest})`)
  return sql.join(parts, sql` && `)
}

interface HitRow {
  kind: 'article' | 'page'
  path: string
  title: string
  category: string
  published_on: string | Date | null
  snippet: string
  total: number
}

export async function searchEntries(db: Database, input: { locale: Locale; query: string; page: number }): Promise<SearchResults> {
  const { locale, query, page } = input
  const { terms: widened, similar } = await widenWords(db, locale, queryWords(query).plain)
  const config = configOf(locale)
  const rows = resultRows<HitRow>(
    await db.execute(sql`
      with q as (select ${tsquery(locale, query, widened)} as query)
      select kind, path, title, category, published_on,
        ts_headline(${config}::regconfig, description || E'\n' || body, q.query, ${HEADLINE_OPTIONS}) as snippet,
        count(*) over ()::int as total
      from search_entries, q
      where locale = ${locale}::locale and search_vector @@ q.query
      order by title_vector @@ q.query desc, ts_rank(search_vector, q.query) desc, published_on desc nulls last, path
      limit ${SEARCH_PAGE_SIZE} offset ${(page - 1) * SEARCH_PAGE_SIZE}`),
  )
  if (rows.length === 0 && page > 1) {
    // Past the last page (a shared link, the other language's page number): the last page instead.
    const count = await countHits(db, locale, query, widened)
    if (count > 0) return searchEntries(db, { ...input, page: Math.ceil(count / SEARCH_PAGE_SIZE) })
  }
  const total = rows[0]?.total ?? 0
  return {
    query,
    page,
    total,
    pageCount: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
    similarWords: [...new Set(similar)],
    hits: rows.map(
      (row): SearchHit => ({
        kind: row.kind,
        path: row.path,
        title: row.title,
        category: row.category,
        publishedOn: row.published_on === null ? null : dateText(row.published_on),
        snippet: row.snippet,
      }),
    ),
  }
}

/** How many entries match, for a page past the last. */
async function countHits(db: Database, locale: Locale, query: string, widened: Map<string, string[]>): Promise<number> {
  const [row] = resultRows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from search_entries where locale = ${locale}::locale and search_vector @@ (${tsquery(locale, query, widened)})`),
  )
  return row?.n ?? 0
}

/** postgres.js gives a date column as a string, PGlite as a Date. */
const dateText = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10))

/** The search on the process's database, for the server function. */
export const runSearch = async (input: { locale: Locale; query: string; page: number }) => searchEntries(await getDb(), input)
