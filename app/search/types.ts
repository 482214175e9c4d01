// What a search answers: the shapes the page and the server share.

/** Results per page: one column of results reads well at this length, on a phone too. */
export const SEARCH_PAGE_SIZE = 10

/** Marks around a highlighted word in a snippet; the page turns them into <mark> (never HTML from SQL). */
export const HIGHLIGHT_START = '\u27e6'
export const HIGHLIGHT_END = '\u27e7'

export interface SearchHit {
  kind: 'article' | 'page'
  path: string
  title: string
  /** An article's category name; '' for a page. */
  category: string
  /** An article's publication date (YYYY-MM-DD); null for a page. */
  publishedOn: string | null
  /** Plain text with highlighted words between HIGHLIGHT_START and HIGHLIGHT_END (search.server.ts). */
  snippet: string
}

export interface SearchResults {
  query: string
  page: number
  total: number
  pageCount: number
  /** Words searched for because they resemble a query word that is not in the index (a typo). */
  similarWords: string[]
  hits: SearchHit[]
}
