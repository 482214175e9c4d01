// Reads a search query the way PostgreSQL's websearch_to_tsquery does (words, "phrases", -exclusions,
// `or`) to find the plain words the trigram fallback may widen. A query with `or` is left as written:
// widening inside an alternative would change what it means. websearch_to_tsquery knows only the
// English `or`; a German query may say „oder“ (withOrOperator).
import type { Locale } from '../i18n/locale.ts'

export interface QueryWords {
  /** Plain words of at least 4 letters, lower-cased: widened to the indexed words they resemble. */
  plain: string[]
  /** The rest of the query (phrases, exclusions, short words), searched as written. */
  rest: string
}

const TOKENS = /-?"[^"]*"?|\S+/g
const WORD = /^\p{L}[\p{L}-]*\p{L}$/u
const MIN_WIDENED_LENGTH = 4

export function queryWords(query: string): QueryWords {
  const tokens = query.match(TOKENS) ?? []
  if (tokens.some((token) => token.toLowerCase() === 'or')) return { plain: [], rest: query }
  const plain: string[] = []
  const rest: string[] = []
  for (const token of tokens) {
    if (WORD.test(token) && token.length >= MIN_WIDENED_LENGTH) plain.push(token.toLowerCase())
    else rest.push(token)
  }
  return { plain: [...new Set(plain)], rest: rest.join(' ') }
}

/** The words a query asks for, lower-cased: every word but the excluded ones (`-word`, `-"a phrase"`) and `or`. */
export function askedWords(query: string): string[] {
  return (query.match(TOKENS) ?? [])
    .filter((token) => !token.startsWith('-'))
    .flatMap((token) => token.toLowerCase().match(/\p{L}[\p{L}\p{N}-]*/gu) ?? [])
    .filter((word) => word !== 'or')
}

/** The words that join alternatives in each language's queries (any case). */
const OR_WORDS: Record<Locale, readonly string[]> = { en: ['or'], de: ['or', 'oder'] }

/**
 * The query with the language's own word for "or" (German „oder“) written as `or`, the word
 * websearch_to_tsquery reads as OR; phrases and exclusions stay as written. Without it „oder“ is a
 * German stop word and drops out, so "Freigabe oder MLR" would ask for both words.
 */
export function withOrOperator(query: string, locale: Locale): string {
  return query.replace(TOKENS, (token) => (OR_WORDS[locale].includes(token.toLowerCase()) ? 'or' : token))
}
