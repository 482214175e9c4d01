import { claimBases, type ClaimId } from '../content/claims.ts'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'

/** The recorded basis of a section's claims ("How we measured", app/content/claims.ts); nothing while none is recorded. */
export function ClaimBasis({ ids, dark = false }: { ids: readonly ClaimId[]; dark?: boolean }) {
  const bases = claimBases(ids, getLocale())
  if (bases.length === 0) return null
  return (
    <aside className={`mt-8 max-w-3xl text-sm leading-6 ${dark ? 'text-slate-300' : 'text-muted'}`}>
      <p className={`font-semibold ${dark ? 'text-white' : 'text-ink'}`}>{m.common_claims_basis_title()}</p>
      <ul className="mt-1 space-y-1">
        {bases.map((basis) => (
          <li key={basis.claim}>{m.common_claims_basis_item(basis)}</li>
        ))}
      </ul>
    </aside>
  )
}
