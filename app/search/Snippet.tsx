import { HIGHLIGHT_END, HIGHLIGHT_START } from './types.ts'

/** The parts of a snippet: plain text, and the words the search found (marked). */
export function snippetParts(snippet: string): Array<{ text: string; found: boolean }> {
  const parts: Array<{ text: string; found: boolean }> = []
  for (const [index, piece] of snippet.split(HIGHLIGHT_START).entries()) {
    const [found, rest] = index === 0 ? [undefined, piece] : splitOnce(piece, HIGHLIGHT_END)
    if (found) parts.push({ text: found, found: true })
    if (rest) parts.push({ text: rest, found: false })
  }
  return parts
}

function splitOnce(text: string, separator: string): [string | undefined, string] {
  const at = text.indexOf(separator)
  return at < 0 ? [undefined, text] : [text.slice(0, at), text.slice(at + separator.length)]
}

/** A result's snippet as text nodes with <mark>: nothing from the database is read as HTML. */
export function Snippet({ snippet }: { snippet: string }) {
  return (
    <p className="mt-2 leading-7 text-muted">
      {snippetParts(snippet).map((part, index) =>
        part.found ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  )
}
