// Writes what the site search finds (search_entries, search_terms; app/search/ reads them): one entry
// per article translation, written by the seed in its transaction, and one per page and language,
// written at server start from the texts the build carries. Only rows whose text changed are written,
// so a start or a seed that changes nothing notifies no instance.
import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { Locale } from '../app/i18n/locale.ts'
import { omit } from '../app/lib/typed-object.ts'
import type { Database } from './client.server.ts'
import { searchEntries } from './schema.ts'

const SEARCH_TERMS_LOCK = 7_401_264

export type SearchEntry = typeof searchEntries.$inferInsert
type Writer = Pick<Database, 'insert' | 'delete' | 'execute' | 'select'>

/** Inserts or updates entries; returns how many rows really changed. */
export async function upsertSearchEntries(db: Writer, entries: readonly SearchEntry[]): Promise<number> {
  let changed = 0
  for (const entry of entries) {
    const rows = await db
      .insert(searchEntries)
      .values(entry)
      .onConflictDoUpdate({
        target: searchEntries.key,
        set: omit(entry, 'key'),
        // An unchanged row is not written: no content notification, no render cache emptied.
        setWhere: sql`(${searchEntries.path}, ${searchEntries.title}, ${searchEntries.description}, ${searchEntries.category}, ${searchEntries.body}, ${searchEntries.publishedOn})
          is distinct from (excluded.path, excluded.title, excluded.description, excluded.category, excluded.body, excluded.published_on)`,
      })
      .returning({ key: searchEntries.key })
    changed += rows.length
  }
  return changed
}

/** Replaces the page entries with `entries`: changed ones are written, pages that are gone removed. */
async function replacePageEntries(db: Writer, entries: readonly SearchEntry[]): Promise<number> {
  const keys = entries.map((entry) => entry.key)
  const gone = await db
    .delete(searchEntries)
    .where(and(eq(searchEntries.kind, 'page'), keys.length > 0 ? notInArray(searchEntries.key, keys) : undefined))
    .returning({ key: searchEntries.key })
  return gone.length + (await upsertSearchEntries(db, entries))
}

/**
 * Brings the word list of the languages given up to date with their entries: every distinct word (as
 * written, lower-cased: the 'simple' configuration does not stem) of at least 4 letters. Only the words
 * that came or went are written: PGlite has no autovacuum, and a list deleted and written again on
 * every change would leave its dead rows in the table and its trigram index for every lookup to skip.
 */
export async function rebuildSearchTerms(db: Writer, locales: readonly Locale[]): Promise<void> {
  if (locales.length === 0) return
  // Instances starting together rebuild one at a time (a fixed lock id, held to the transaction's end).
  await db.execute(sql`select pg_advisory_xact_lock(${SEARCH_TERMS_LOCK})`)
  for (const locale of locales) {
    // ts_stat takes its query as text; the language is one of two fixed values, never visitor input.
    const entriesOfLocale = `select to_tsvector('simple', title || ' ' || description || ' ' || category || ' ' || body) from search_entries where locale = '${locale === 'de' ? 'de' : 'en'}'`
    await db.execute(sql`
      with words as (
        select word from ts_stat(${entriesOfLocale})
        where char_length(word) >= 4 and word !~ '[0-9_]'),
      gone as (
        delete from search_terms t
        where t.locale = ${locale}::locale and not exists (select 1 from words where words.word = t.term))
      insert into search_terms (locale, term)
      select ${locale}::locale, word from words
      on conflict do nothing`)
  }
}

/** Brings the pages' entries up to date in one transaction; returns how many rows changed. */
export async function refreshPageEntries(db: Database, entries: readonly SearchEntry[]): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await replacePageEntries(tx, entries)
    if (changed > 0) await rebuildSearchTerms(tx, [...new Set(entries.map((entry) => entry.locale))])
    return changed
  })
}
