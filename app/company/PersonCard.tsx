import type { Mentor, TeamMember } from '../content/company-schemas.ts'
import { m } from '../paraglide/messages.js'
import { ExternalLink } from '../ui/ExternalLink.tsx'
import { localized } from './localized.ts'

/** A team member or mentor (mentors have no profile link). Below the fold, so the portrait loads lazily. */
export function PersonCard({ person }: { person: TeamMember | Mentor }) {
  const profileUrl = 'profileUrl' in person ? person.profileUrl : undefined
  return (
    <li className="flex flex-col items-center rounded-lg border border-slate-200 bg-white p-6 text-center">
      <img
        src={person.image.src}
        width={person.image.width}
        height={person.image.height}
        alt={m.pages_about_portrait_alt({ name: person.name })}
        loading="lazy"
        decoding="async"
        className="size-32 rounded-full"
      />
      <h3 className="mt-4 text-lg font-semibold text-brand-900">{person.name}</h3>
      <p className="text-sm font-medium text-brand-700">{localized(person.role)}</p>
      <p className="mt-3 text-left leading-7 text-muted">{localized(person.bio)}</p>
      {profileUrl && (
        <ExternalLink
          href={profileUrl}
          className="mt-auto inline-flex min-h-11 items-center pt-4 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {m.pages_about_profile_link({ name: person.name })}
        </ExternalLink>
      )}
    </li>
  )
}
