import type { ReactNode } from 'react'

// A short hyphenated compound ("KI-Agenten", "Content-Agent") is kept on one line: a break at its
// hyphen leaves a stub ("KI-") at a line's end. Longer ones ("Umsatzsteuer-Identifikationsnummer")
// may still break there, the only place they break: they would not fit a phone's line whole.
const COMPOUND = /(\p{L}+(?:-\p{L}+)+)/u
const MAX_KEPT = 16

/** A heading's text with its short compounds kept whole. */
export function keepCompounds(text: string): ReactNode {
  const parts = text.split(COMPOUND)
  if (parts.length === 1) return text
  return parts.map((part, index) =>
    index % 2 === 1 && part.length <= MAX_KEPT ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}
