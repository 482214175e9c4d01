// A snippet that starts or ends inside a sentence of its entry's text gets "…" there, as the gaps
// between its fragments already do (ts_headline's FragmentDelimiter). ts_headline copies the words it
// picks from the excerpt verbatim, so its first and last fragment are found in the excerpt, and what
// stands before and after them tells whether a sentence or a block (a heading, a list item) begins
// or ends there. A fragment starts and ends at a word: the quotes before it and the full stop after it
// are taken back from the text.
import { HIGHLIGHT_END, HIGHLIGHT_START } from './types.ts'

/** What a snippet was made from: the excerpt, and the text just before and after it in the entry. */
export interface SnippetSource {
  excerpt: string
  /** Up to two characters before the excerpt; '' at the start of the entry's text. */
  before: string
  /** Up to two characters after the excerpt; '' at its end. */
  after: string
}

export const FRAGMENT_DELIMITER = ' … '
const ELLIPSIS = '…'

/** A sentence ends with ., ! or ? (and a closing quote or bracket after it). */
const SENTENCE_END = /[.!?][”“"’‘)\]]*$/
/** The same right after a fragment's last word, before a space or the end. */
const SENTENCE_END_AFTER = /^[.!?][”“"’‘)\]]*(?=\s|$)/
/** Space and opening quotes or brackets before a fragment's first word. */
const LEADING_OPENERS = /[\s\u00a0„“"‘‚([]+$/
const MARKS = new RegExp(`[${HIGHLIGHT_START}${HIGHLIGHT_END}]`, 'g')

const startsSentence = (textBefore: string) => {
  const openers = LEADING_OPENERS.exec(textBefore)?.[0] ?? ''
  const trimmed = textBefore.slice(0, textBefore.length - openers.length)
  return trimmed === '' || openers.includes('\n') || SENTENCE_END.test(trimmed)
}
const endsSentence = (fragment: string, textAfter: string) =>
  SENTENCE_END.test(fragment) || /^[ \t\u00a0]*(\n|$)/.test(textAfter)

/** The snippet with "… " before and " …" after where it cuts into a sentence. */
export function withSnippetEnds(snippet: string, source: SnippetSource): string {
  const plain = snippet.replace(MARKS, '')
  const fragments = plain.split(FRAGMENT_DELIMITER)
  const first = (fragments[0] ?? '').trimStart()
  const last = (fragments.at(-1) ?? '').trimEnd()
  const start = first === '' ? -1 : source.excerpt.indexOf(first)
  const end = last === '' ? -1 : source.excerpt.lastIndexOf(last)
  // Not found as written (the excerpt changed shape): leave the snippet as it is.
  if (start < 0 || end < 0) return snippet
  const before = source.before + source.excerpt.slice(0, start)
  const quotes = /[„“"‘‚([]*$/.exec(before)?.[0] ?? ''
  const lead = (startsSentence(before) ? '' : `${ELLIPSIS} `) + quotes
  const after = source.excerpt.slice(end + last.length) + source.after
  const fullStop = SENTENCE_END_AFTER.exec(after)?.[0] ?? ''
  const tail = fullStop || endsSentence(last, after) ? fullStop : ` ${ELLIPSIS}`
  return `${lead}${snippet.trim()}${tail}`
}
