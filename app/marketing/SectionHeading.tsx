import { keepCompounds } from '../ui/keep-compounds.tsx'
/** A section's h2 and lead paragraph; `id` is what the section's aria-labelledby points to. */
export function SectionHeading({
  id,
  title,
  intro,
  dark = false,
  className = '',
}: {
  id: string
  title: string
  intro?: string
  dark?: boolean
  className?: string
}) {
  return (
    <div className={`max-w-3xl ${className}`}>
      <h2
        id={id}
        className={`text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-brand-900'}`}
      >
        {keepCompounds(title)}
      </h2>
      {intro && <p className={`mt-4 text-lg leading-8 ${dark ? 'text-slate-300' : 'text-muted'}`}>{intro}</p>}
    </div>
  )
}
