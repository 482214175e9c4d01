import type { Card } from './CardList.tsx'

/** A numbered sequence (how it works, how to apply): an ordered list, so the order is announced. */
export function Steps({ steps }: { steps: Card[] }) {
  return (
    <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-lg border border-slate-200 bg-white p-6">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-brand-900">{step.title}</h3>
          <p className="mt-2 leading-7 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
