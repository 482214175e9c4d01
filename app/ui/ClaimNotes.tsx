// A figure's recorded basis beside it (app/content/claims.ts): a numbered marker after the figure that
// links to its note, and the section's notes below, each linking back. Footnote style that works
// without JavaScript and reads well in a screen reader: the marker's name says what it leads to.
// Nothing is shown while no basis is recorded (a public start refuses such figures).
import { m } from '../paraglide/messages.js'
import type { ClaimId, ClaimNote } from '../content/claims.ts'

const anchor = (section: string, note: ClaimNote, part: 'mark' | 'note') => `${section}-${part}-${note.number}`

/** The marker of `id`'s note in `section`, if it has one; place it right after the figure. */
export function ClaimMark({
  section,
  notes,
  id,
  dark = false,
}: {
  section: string
  notes: readonly ClaimNote[]
  id: ClaimId
  dark?: boolean
}) {
  const note = notes.find((entry) => entry.id === id)
  if (!note) return null
  return (
    <sup className="ml-0.5 text-[0.6em] leading-none font-semibold">
      <a
        id={anchor(section, note, 'mark')}
        href={`#${anchor(section, note, 'note')}`}
        aria-label={m.common_claims_mark_label({ number: String(note.number) })}
        className={`underline underline-offset-2 ${dark ? 'text-emerald-300' : 'text-brand-700'}`}
      >
        {note.number}
      </a>
    </sup>
  )
}

/** The section's notes ("How we measured"), numbered as their markers. */
export function ClaimNotes({
  section,
  notes,
  dark = false,
}: {
  section: string
  notes: readonly ClaimNote[]
  dark?: boolean
}) {
  if (notes.length === 0) return null
  const titleId = `${section}-notes`
  return (
    <aside
      aria-labelledby={titleId}
      className={`mt-8 max-w-3xl text-sm leading-6 ${dark ? 'text-slate-300' : 'text-muted'}`}
    >
      <p id={titleId} className={`font-semibold ${dark ? 'text-white' : 'text-ink'}`}>
        {m.common_claims_basis_title()}
      </p>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
        {notes.map((note) => (
          <li key={note.id} id={anchor(section, note, 'note')}>
            {m.common_claims_basis_item(note)}{' '}
            <a
              href={`#${anchor(section, note, 'mark')}`}
              aria-label={m.common_claims_back_label({ number: String(note.number) })}
              className={`underline underline-offset-2 ${dark ? 'text-emerald-300' : 'text-brand-700'}`}
            >
              ↑
            </a>
          </li>
        ))}
      </ol>
    </aside>
  )
}
