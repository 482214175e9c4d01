/** Says that the entries shown are invented placeholders (content modules mark them `sample: true`). */
export function SampleNote({ text }: { text: string }) {
  return (
    <p className="mt-6 inline-flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16m1 12H9V9h2zm0-7H9V5h2z" fill="currentColor" />
      </svg>
      {text}
    </p>
  )
}
