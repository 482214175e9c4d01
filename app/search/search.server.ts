// The site search in PostgreSQL (PGlite alike): full-text search in the page's language
// (websearch_to_tsquery: phrases, -exclusion, or), ranked with titles first, with a snippet made by
// ts_headline from the plain text. Each plain query word also matches the indexed words that contain
// it (German compounds: "Freigabe" → "Freigabeprozesse") or, when it is no indexed word itself, those
// that resemble it (typos: "Compliace" → "compliance"), through pg_trgm. The query only ever reaches
// SQL as a parameter.
import { type SQL, sql } from 'drizzle-orm'
import { type Database, getDb, resultRows } from '../../db/client.server.ts'
import type { Locale } from '../i18n/locale.ts'
import { askedWords, queryWords, withOrOperator } from './query-words.ts'
import { FRAGMENT_DELIMITER, withSnippetEnds } from './snippet-ends.ts'
import { HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_PAGE_SIZE, type SearchHit, type SearchResults } from './types.ts'

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter="${FRAGMENT_DELIMITER}"`

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
  /** Per query word, the words it stands for by resemblance only (its typo corrections). */
  corrections: Map<string, string[]>
  /** The words found by resemblance only: the page says it searched for them too. */
  similar: string[]
}

/** The indexed words each plain query word is widened to (not including the word itself). */
async function widenWords(db: Database, locale: Locale, words: readonly string[]): Promise<WidenedWords> {
  const widened: WidenedWords = { terms: new Map(), corrections: new Map(), similar: [] }
  if (words.length === 0) return widened
  const rows = resultRows<Widening>(
    await db.execute(sql`
      select w.word, t.term, t.similar
      from unnest(array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) as w(word)
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
    if (similar) {
      widened.similar.push(term)
      widened.corrections.set(word, [...(widened.corrections.get(word) ?? []), term])
    }
  }
  return widened
}

/** The tsquery: the query as written, with each widened word standing for itself or its relatives. */
function tsquery(locale: Locale, query: string, widened: Map<string, string[]>): SQL {
  const config = configOf(locale)
  if (widened.size === 0) return sql`websearch_to_tsquery(${config}::regconfig, ${query})`
  const { plain, rest } = queryWords(query)
  const parts = plain.map((word) => {
    const alternatives = [word, ...(widened.get(word) ?? [])].map(
      (term) => sql`plainto_tsquery(${config}::regconfig, ${term})`,
    )
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
  /** What the snippet was made from, for its leading and trailing "…" (snippet-ends.ts). */
  excerpt: string
  before: string
  after: string
  total: number
}

/**
 * The language as a literal, never a parameter: each language has its own partial index
 * (db/schema.ts), and a prepared statement's generic plan cannot tell which one a parameter selects.
 */
const LANGUAGE: Record<Locale, SQL> = { en: sql.raw(`'en'`), de: sql.raw(`'de'`) }

/**
 * The snippet is made from this many characters around the first place a query word appears
 * (starting a little before it): ts_headline parses and stems all the text it is given, so its cost
 * grows with the excerpt. 400 characters hold the two fragments of up to 30 words it picks.
 */
const EXCERPT_LENGTH = 400
const EXCERPT_LEAD = 100

/**
 * What the excerpt looks for, as one case-insensitive pattern: the words the visitor asked for and
 * their typo corrections, in one regular-expression pass over the text (record 0093). The compounds a
 * word was widened to need no pattern of their own: each contains the word.
 */
function hintPattern(query: string, corrections: Map<string, string[]>): string {
  const hints = [...new Set([...askedWords(query), ...[...corrections.values()].flat()])]
  return hints.map((hint) => hint.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&')).join('|')
}

/**
 * The part of an entry's text the snippet is made from (`text`): from a little before the first hint
 * found, cut at words; the start of the text when no hint is found as written (a stemmed form, a
 * typo). With it the three characters before and after it in the entry (`before`, `after`), which
 * tell whether the snippet starts or ends inside a sentence.
 */
function excerpt(pattern: string): SQL {
  const start =
    pattern === ''
      ? sql`1`
      : sql`greatest(1, coalesce(nullif(regexp_instr(doc.text, ${pattern}, 1, 1, 0, 'i'), 0), 1) - ${EXCERPT_LEAD})`
  return sql`
    select ex.text, right(left(doc.text, ex.at - 1), 3) as before, substr(doc.text, ex.at + length(ex.text), 3) as after
    from (
      select
        case when length(doc.text) <= ${EXCERPT_LENGTH} then doc.text else regexp_replace(cut.lead_trimmed, '\\s+\\S*$', '') end as text,
        case when length(doc.text) <= ${EXCERPT_LENGTH} then 1 else w.start + length(cut.raw) - length(cut.lead_trimmed) end as at
      from (select ${start} as start) w
      cross join lateral (select substr(doc.text, w.start, ${EXCERPT_LENGTH}) as raw) r
      cross join lateral (
        select r.raw, regexp_replace(r.raw, case when w.start > 1 then '^\\S*\\s+' else '^' end, '') as lead_trimmed
      ) cut
    ) ex`
}

/**
 * The search runs with sequential scans priced out, so the language's GIN index always finds the
 * matching entries. The planner does not count reading each entry's vector out of TOAST, and chose
 * far slower sequential scans for common words (record 0090). `set local` ends with the transaction.
 */
export async function searchEntries(
  db: Database,
  input: { locale: Locale; query: string; page: number },
): Promise<SearchResults> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    return searchWithIndex(tx, input)
  })
}

async function searchWithIndex(
  db: Database,
  input: { locale: Locale; query: string; page: number },
): Promise<SearchResults> {
  const { locale, query, page } = input
  // The language's own "or" (German „oder“) joins alternatives like `or`; the page shows the query as typed.
  const searched = withOrOperator(query, locale)
  const { terms: widened, corrections, similar } = await widenWords(db, locale, queryWords(searched).plain)
  const config = configOf(locale)
  // Found by the query with every widening; ranked by the words as asked (or corrected): a page that
  // says "Freigabe" ranks above one that only says "Freigabeprozesse", and ts_rank's cost grows with
  // each word of its query (record 0093). The matches are ranked
  // once into a small materialized list (a window count over them kept every matching row, vector
  // and all, for the sort) and paged; the snippets are made for the page's ten hits only.
  const rows = resultRows<HitRow>(
    await db.execute(sql`
      with q as (select ${tsquery(locale, searched, widened)} as query, ${tsquery(locale, searched, corrections)} as asked),
      matches as materialized (
        select key, path, published_on, title_vector @@ q.query as in_title, ts_rank(search_vector, q.asked) as rank
        from search_entries, q
        where locale = ${LANGUAGE[locale]} and search_vector @@ q.query),
      hits as (
        select * from matches
        order by in_title desc, rank desc, published_on desc nulls last, path
        limit ${SEARCH_PAGE_SIZE} offset ${(page - 1) * SEARCH_PAGE_SIZE})
      select entry.kind, hits.path, entry.title, entry.category, hits.published_on, (select count(*) from matches)::int as total,
        ts_headline(${config}::regconfig, ex.text, q.query, ${HEADLINE_OPTIONS}) as snippet, ex.text as excerpt, ex.before, ex.after
      from hits
      join search_entries entry on entry.key = hits.key
      cross join lateral (select entry.description || E'\n' || entry.body as text) doc
      cross join lateral (${excerpt(hintPattern(searched, corrections))}) ex, q
      order by hits.in_title desc, hits.rank desc, hits.published_on desc nulls last, hits.path`),
  )
  if (rows.length === 0 && page > 1) {
    // Past the last page (a shared link, the other language's page number): the last page instead.
    const count = await countHits(db, locale, searched, widened)
    if (count > 0) return searchWithIndex(db, { ...input, page: Math.ceil(count / SEARCH_PAGE_SIZE) })
  }
  const total = rows[0]?.total ?? 0
  return {
    query,
    page,
    total,
    pageCount: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
    similarWords: [...new Set(similar)],
    hits: rows.map((row): SearchHit => ({
      kind: row.kind,
      path: row.path,
      title: row.title,
      category: row.category,
      publishedOn: row.published_on === null ? null : dateText(row.published_on),
      snippet: withSnippetEnds(row.snippet, row),
    })),
  }
}

/** How many entries match, for a page past the last. */
async function countHits(db: Database, locale: Locale, query: string, widened: Map<string, string[]>): Promise<number> {
  const [row] = resultRows<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from search_entries where locale = ${LANGUAGE[locale]} and search_vector @@ (${tsquery(locale, query, widened)})`,
    ),
  )
  return row?.n ?? 0
}

/** postgres.js gives a date column as a string, PGlite as a Date. */
const dateText = (value: string | Date) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10)

/** The search on the process's database, for the server function. */
export const runSearch = async (input: { locale: Locale; query: string; page: number }) =>
  searchEntries(await getDb(), input)
