import type { ReactNode } from 'react'

export interface Card {
  title: string
  text: string
  /** After the text: a claim's marker (app/ui/ClaimNotes.tsx). */
  mark?: ReactNode
}

/** Short points side by side: a list of cards with an h3 each. */
export function CardList({ cards, columns = 3 }: { cards: Card[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 xl:grid-cols-4' }[columns]
  return (
    <ul className={`mt-8 grid gap-6 ${grid}`}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-lg border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-brand-900">{card.title}</h3>
          <p className="mt-2 leading-7 text-muted">
            {card.text}
            {card.mark}
          </p>
        </li>
      ))}
    </ul>
  )
}
