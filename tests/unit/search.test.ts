// The site search on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set: stemming in both
// languages, the compound and typo fallback, phrases and exclusion, a title hit ranked over a body
// hit, and hostile input that must stay a search term.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { type Connection, resultRows } from '../../db/client.server.ts'
import { searchEntries as searchEntriesTable } from '../../db/schema.ts'
import { rebuildSearchTerms, refreshPageEntries, type SearchEntry, upsertSearchEntries } from '../../db/search-index.ts'
import { seedBlog } from '../../db/seed.ts'
import * as v from 'valibot'
import { errorMessage } from '../../app/log/log.ts'
import { normalizeQuery, queryLength } from '../../app/search/answer.ts'
import { pageSearchEntries } from '../../app/search/page-entries.ts'
import { MAX_QUERY_LENGTH } from '../../app/search/policy.ts'
import { queryOfPage, SearchParams } from '../../app/search/schemas.ts'
import { askedWords, queryWords, withOrOperator } from '../../app/search/query-words.ts'
import { withSnippetEnds } from '../../app/search/snippet-ends.ts'
import { searchEntries } from '../../app/search/search.server.ts'
import { snippetParts } from '../../app/search/Snippet.tsx'
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../../app/search/types.ts'
import { closeOpened, testDatabases } from '../support/test-databases.ts'

const entry = (
  key: string,
  locale: 'en' | 'de',
  title: string,
  body: string,
  publishedOn = '2026-01-01',
): SearchEntry => ({
  key: `article:test-${key}:${locale}`,
  locale,
  kind: 'article',
  articleId: null,
  path: `/test/${key}`,
  title,
  description: '',
  category: '',
  body,
  publishedOn,
})

describe('snippets', () => {
  it('turn the highlight marks into found parts, and text that looks like HTML stays text', () => {
    const snippet = `a <b> ${HIGHLIGHT_START}wombat${HIGHLIGHT_END} sleeps ${HIGHLIGHT_START}here`
    expect(snippetParts(snippet)).toEqual([
      { text: 'a <b> ', found: false },
      { text: 'wombat', found: true },
      { text: ' sleeps ', found: false },
      { text: 'here', found: false },
    ])
  })
})

describe('snippet ends', () => {
  const marked = (text: string) => text.replace('fox', () => `${HIGHLIGHT_START}fox${HIGHLIGHT_END}`)
  it('get "…" where they cut into a sentence, and none where a sentence or a block starts or ends', () => {
    const excerpt = 'Intro line\nThe quick brown fox jumps over the dog. Then it sleeps.'
    const source = { excerpt, before: '', after: '' }
    expect(withSnippetEnds(marked('quick brown fox jumps'), source)).toBe(`… ${marked('quick brown fox jumps')} …`)
    expect(withSnippetEnds(marked('The quick brown fox jumps over the dog.'), source)).toBe(
      marked('The quick brown fox jumps over the dog.'),
    )
    expect(withSnippetEnds(marked('fox jumps over the dog. Then it sleeps.'), source)).toBe(
      `… ${marked('fox jumps over the dog. Then it sleeps.')}`,
    )
    expect(withSnippetEnds('Intro line', source)).toBe('Intro line')
    // ts_headline ends a fragment at a word: the full stop after it comes back from the text.
    expect(withSnippetEnds(marked('The quick brown fox jumps over the dog'), source)).toBe(
      marked('The quick brown fox jumps over the dog.'),
    )
    expect(withSnippetEnds('Then it sleeps', { excerpt: '„Then it sleeps.“', before: '', after: '' })).toBe(
      '„Then it sleeps.“',
    )
  })
  it('look past the excerpt: the text before and after it in the entry decides at its edges', () => {
    const excerpt = 'quick brown fox jumps over the dog'
    expect(withSnippetEnds(marked(excerpt), { excerpt, before: 'he ', after: ' an' })).toBe(`… ${marked(excerpt)} …`)
    expect(withSnippetEnds(marked(excerpt), { excerpt, before: 'ds. ', after: '\nNe' })).toBe(marked(excerpt))
    expect(withSnippetEnds(marked(excerpt), { excerpt, before: '.“ ', after: '' })).toBe(marked(excerpt))
  })
  it('give the inner gaps nothing more, and leave a snippet alone that is not found in its excerpt', () => {
    const excerpt = 'One. The quick brown fox runs. Two words here and more words there.'
    expect(withSnippetEnds(`The quick brown fox runs. … Two words here`, { excerpt, before: '', after: '' })).toBe(
      'The quick brown fox runs. … Two words here …',
    )
    expect(withSnippetEnds('not in it', { excerpt, before: '', after: '' })).toBe('not in it')
  })
})

describe('query words', () => {
  it('keeps phrases, exclusions and short words as written, and lower-cases the plain words', () => {
    expect(queryWords('Freigabe "klinische Daten" -Werbung KI Compliance')).toEqual({
      plain: ['freigabe', 'compliance'],
      rest: '"klinische Daten" -Werbung KI',
    })
  })
  it('reads the German „oder“ as or in German queries, in any case, but not inside a phrase or after a minus', () => {
    expect(withOrOperator('Freigabe oder MLR', 'de')).toBe('Freigabe or MLR')
    expect(withOrOperator('Freigabe ODER MLR or HWG', 'de')).toBe('Freigabe or MLR or HWG')
    expect(withOrOperator('"Freigabe oder Prüfung" -oder', 'de')).toBe('"Freigabe oder Prüfung" -oder')
    expect(withOrOperator('approval oder review', 'en')).toBe('approval oder review')
    expect(queryWords(withOrOperator('Freigabe oder Compliance', 'de')).plain).toEqual([])
  })
  it('widens nothing in a query with or', () => {
    expect(queryWords('Freigabe or Compliance')).toEqual({ plain: [], rest: 'Freigabe or Compliance' })
  })
  it('names the words asked for, without the excluded ones and or, for the snippet to start near', () => {
    expect(askedWords('Freigabe "klinische Daten" -Werbung -"alte Texte" KI or HWG')).toEqual([
      'freigabe',
      'klinische',
      'daten',
      'ki',
      'hwg',
    ])
  })
})

describe('a query as the page reads it', () => {
  it('counts control characters and lone surrogates as white space, and keeps right-to-left text', () => {
    expect(normalizeQuery('\u0000')).toBe('')
    expect(normalizeQuery(' a\u0000b\u0007\u001f\u007f\u0085c\t d ')).toBe('a b c d')
    expect(normalizeQuery('x\ud800y\udfffz 😀')).toBe('x y z 😀')
    expect(normalizeQuery('\u202eשלום\u200f')).toBe('\u202eשלום\u200f')
  })
  it('sends the server at most one character more than a search may have, whatever the URL held', () => {
    const long = queryOfPage('a'.repeat(10_001))
    expect(queryLength(long)).toBe(MAX_QUERY_LENGTH + 1)
    expect(queryOfPage(`${' '.repeat(10_000)}word\u0000`)).toBe('word')
    expect(queryLength(queryOfPage('😀'.repeat(300)))).toBe(MAX_QUERY_LENGTH + 1)
    expect(queryOfPage(2026)).toBe('2026')
    expect(queryOfPage(undefined)).toBe('')
  })
  it('takes the first value of a repeated key, as URLSearchParams.get does', () => {
    const parse = (search: Record<string, unknown>) => v.parse(SearchParams, search)
    expect(parse({ q: ['compliance', 'marketing'], page: [2, 3] })).toEqual({ q: 'compliance', page: 2 })
    expect(parse({ q: [2026, 'x'] })).toEqual({ q: 2026 })
    expect(parse({ q: [{}], page: ['x', 2] })).toEqual({ q: undefined, page: undefined })
    expect(parse({ q: { a: 1 }, page: 1001 })).toEqual({ q: undefined, page: undefined })
  })
})

describe('page entries', () => {
  const entries = pageSearchEntries('LifeScience Agents')
  it('give every indexed page in both languages its visible intro and headings', () => {
    expect(entries.length).toBeGreaterThanOrEqual(25)
    for (const entry of entries) {
      expect(entry.description, entry.key).not.toBe('')
      expect(entry.description, entry.key).not.toMatch(/\{\w+\}/)
    }
    expect(entries.find((entry) => entry.key === 'page:/product:de')?.body).toContain('\n')
  })
})

describe.each(testDatabases('search'))('site search on %s', (_driver, open, dispose) => {
  let connection: Connection
  const search = (locale: 'en' | 'de', query: string, page = 1) => searchEntries(connection.db, { locale, query, page })
  const paths = async (locale: 'en' | 'de', query: string) => (await search(locale, query)).hits.map((hit) => hit.path)

  beforeAll(async () => {
    connection = await open()
    await seedBlog(connection.db)
    await refreshPageEntries(connection.db, pageSearchEntries('LifeScience Agents'))
    await upsertSearchEntries(connection.db, [
      entry('title-hit', 'en', 'Quokka handbook', 'Nothing else here.', '2020-01-01'),
      entry(
        'body-hit',
        'en',
        'Another article',
        'A quokka, a quokka and a quokka: the body mentions it often.',
        '2026-06-01',
      ),
      entry('compound', 'de', 'Prozesse', 'Unsere Zulassungsfreigabeprozesse dauern lange.'),
      entry('word-itself', 'de', 'Tiere', 'Ein Beutelmull gräbt.', '2020-01-01'),
      entry('word-in-compound', 'de', 'Zucht', 'Unsere Beutelmullzuchtbetriebe wachsen.', '2026-06-01'),
      entry('phrase', 'en', 'Phrases', 'The wombat sleeps. A sleepy wombat.'),
      entry(
        'mid-sentence',
        'en',
        'One long sentence',
        `Opening words. ${'one two three four five six seven eight nine ten '.repeat(4)}a narwhal swims ${'ten nine eight seven six five four three two one '.repeat(4)}end.`,
      ),
      entry('short', 'en', 'Short', 'Quiet dugongs graze seagrass.'),
      entry(
        'deep-hit',
        'en',
        'Long read',
        `${'Filler words without meaning. '.repeat(200)}At last a numbat appears here.${' Trailing words again.'.repeat(100)}`,
      ),
    ])
    await connection.db.transaction((tx) => rebuildSearchTerms(tx, ['en', 'de']))
  }, 120_000)
  afterAll(async () => {
    await closeOpened(connection)
    await dispose()
  })

  it('finds articles and pages by their words, stemmed in the language of the page', async () => {
    const german = await search('de', 'Agenten')
    expect(german.total).toBeGreaterThan(0)
    expect(german.hits.some((hit) => hit.kind === 'article' && hit.path.startsWith('/de/blog/'))).toBe(true)
    // "prüft" and "Prüfung" share the German stem "prüf"; English stems "reviews" to "review".
    expect((await search('de', 'prüft')).total).toBeGreaterThan(0)
    expect((await search('en', 'reviewing')).total).toBeGreaterThan(0)
    expect(await paths('en', 'privacy policy')).toContain('/privacy-policy')
    expect(await paths('de', 'Datenschutzerklärung')).toContain('/de/datenschutz')
  })

  it('ranks a title hit over a body hit, whatever the body says', async () => {
    expect(await paths('en', 'quokka')).toEqual(['/test/title-hit', '/test/body-hit'])
  })

  it('finds a German compound by a part of it, and a word by a typo', async () => {
    expect(await paths('de', 'Zulassungsfreigabe')).toContain('/test/compound')
    const compound = await search('de', 'Freigabe')
    const allPaths: string[] = []
    for (let page = 1; page <= compound.pageCount; page++)
      allPaths.push(...(await search('de', 'Freigabe', page)).hits.map((hit) => hit.path))
    expect(allPaths).toContain('/test/compound')
    expect(compound.similarWords).toEqual([])
    const typo = await search('en', 'Compliace')
    expect(typo.total).toBeGreaterThan(0)
    expect(typo.similarWords).toContain('compliance')
  })

  it('ranks the word as asked over a compound that only contains it, whatever the dates', async () => {
    expect(await paths('de', 'Beutelmull')).toEqual(['/test/word-itself', '/test/word-in-compound'])
  })

  it('searches phrases, excludes with -, and takes or', async () => {
    expect(await paths('en', '"sleepy wombat"')).toEqual(['/test/phrase'])
    expect(await paths('en', '"wombat sleepy"')).toEqual([])
    expect(await paths('en', 'quokka -handbook')).toEqual(['/test/body-hit'])
    expect(await paths('en', 'wombat or quokka')).toHaveLength(3)
  })

  it('takes „oder“ between alternatives in a German query, and shows the query as typed', async () => {
    const either = await search('de', 'Beutelmull oder Zulassungsfreigabeprozesse')
    expect(either.hits.map((hit) => hit.path).sort()).toEqual(['/test/compound', '/test/word-itself'])
    expect(either.query).toBe('Beutelmull oder Zulassungsfreigabeprozesse')
  })

  it('highlights the words found in a plain-text snippet', async () => {
    const [hit] = (await search('en', 'wombat')).hits
    expect(hit?.snippet).toContain(`${HIGHLIGHT_START}wombat${HIGHLIGHT_END}`)
    expect(hit?.snippet).not.toMatch(/<\/?\w+>/)
  })

  it('makes the snippet from the text around the first hit, cut at words, however deep it lies', async () => {
    const [hit] = (await search('en', 'numbat')).hits
    expect(hit?.snippet).toContain(`${HIGHLIGHT_START}numbat${HIGHLIGHT_END}`)
    expect(hit?.snippet).toMatch(/^(… )?(Filler|words|without|meaning\.)/)
    expect(hit?.snippet).toMatch(/(Trailing|words|again\.|appears|here\.)( …)?$/)
  })

  it('marks with "…" where a snippet cuts into a sentence, and not where the text starts or ends', async () => {
    const [cut] = (await search('en', 'narwhal')).hits
    expect(cut?.snippet).toMatch(/^… \S/)
    expect(cut?.snippet).toMatch(/\S …$/)
    const [whole] = (await search('en', 'dugongs')).hits
    expect(whole?.snippet).toBe(`Quiet ${HIGHLIGHT_START}dugongs${HIGHLIGHT_END} graze seagrass.`)
  })

  it('pages the results and counts them', async () => {
    const first = await search('de', 'Marketing')
    expect(first.total).toBeGreaterThan(10)
    expect(first.hits).toHaveLength(10)
    const second = await search('de', 'Marketing', 2)
    expect(second.hits.map((hit) => hit.path)).not.toContain(first.hits[0]?.path)
    const past = await search('de', 'Marketing', 99)
    expect(past).toMatchObject({ total: first.total, page: first.pageCount })
    expect(past.hits.length).toBeGreaterThan(0)
  })

  it('keeps its vectors in the row and its indexes without a pending list, and rewrites only the words that came or went', async () => {
    const options = resultRows<{ name: string; options: string[] | null }>(
      await connection.db.execute(
        sql`select relname as name, reloptions as options from pg_class where relname in ('search_entries_vector_en', 'search_entries_vector_de', 'search_terms_trigram') order by relname`,
      ),
    )
    expect(options).toEqual(
      ['search_entries_vector_de', 'search_entries_vector_en', 'search_terms_trigram'].map((name) => ({
        name,
        options: ['fastupdate=false'],
      })),
    )
    // The vector in the row (main), the body out of it uncompressed (external), rows up to a page.
    const layout = resultRows<{ name: string; storage: string }>(
      await connection.db.execute(
        sql`select attname as name, attstorage as storage from pg_attribute where attrelid = 'search_entries'::regclass and attname in ('search_vector', 'body') order by attname`,
      ),
    )
    expect(layout).toEqual([
      { name: 'body', storage: 'e' },
      { name: 'search_vector', storage: 'm' },
    ])
    const [table] = resultRows<{ options: string[] }>(
      await connection.db.execute(sql`select reloptions as options from pg_class where relname = 'search_entries'`),
    )
    expect(table?.options).toEqual(['toast_tuple_target=8160'])
    // xmin: the transaction that wrote the row. An unchanged word keeps it across a rebuild.
    const writtenBy = async (term: string) =>
      resultRows<{ xmin: string }>(
        await connection.db.execute(
          sql`select xmin::text as xmin from search_terms where locale = 'en' and term = ${term}`,
        ),
      )[0]?.xmin
    const quokka = await writtenBy('quokka')
    await upsertSearchEntries(connection.db, [entry('new-word', 'en', 'Bilby', 'A bilby digs.')])
    await connection.db.transaction((tx) => rebuildSearchTerms(tx, ['en']))
    expect(await writtenBy('bilby')).toBeDefined()
    expect(await writtenBy('quokka')).toBe(quokka)
    await connection.db.delete(searchEntriesTable).where(eq(searchEntriesTable.key, 'article:test-new-word:en'))
    await connection.db.transaction((tx) => rebuildSearchTerms(tx, ['en']))
    expect(await writtenBy('bilby')).toBeUndefined()
    expect(await writtenBy('quokka')).toBe(quokka)
  })

  it.each([
    "'; drop table search_entries; --",
    "quokka') or 1=1 --",
    '\\" & | ! <-> :* (',
    'x'.repeat(200),
    '％ ☃ 🚀 \u0000',
    '-',
    'or or or',
    '\u0000',
    'a\u0000b',
    "\u202e\u200f & | ! : * ( ) <-> '' \" \\",
  ])('takes %j as the page reads it as words to look for, never as SQL or tsquery syntax', async (query) => {
    const results = await search('en', normalizeQuery(query))
    expect(results.total).toBeGreaterThanOrEqual(0)
    expect((await search('en', 'quokka')).total).toBe(2)
  })

  it('logs a failed query without its parameters: what a visitor searched for stays out of the log', async () => {
    // A NUL as it was sent before the page counted it as white space: PostgreSQL refuses it in text.
    const failure = await search('en', 'secretword\u0000query').then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(Error)
    expect(String(failure)).toContain('secretword')
    expect(errorMessage(failure)).toBe('query failed: database error 22021')
  })
})
