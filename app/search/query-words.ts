// Reads a search query the way PostgreSQL's websearch_to_tsquery does (words, "phrases", -exclusions,
// `or`) to find the plain words the trigram fallback may widen. A query with `or` is left as written:
// widening inside an alternative would change what it means.

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
