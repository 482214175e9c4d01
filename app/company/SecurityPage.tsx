import type { ReactNode } from 'react'
import { type ClaimId, claimNotes } from '../content/claims.ts'
import { legalDetails } from '../content/legal-entity.ts'
import { certifications } from '../content/proof.ts'
import { Certifications } from '../marketing/Proof.tsx'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'
import { ClaimMark, ClaimNotes } from '../ui/ClaimNotes.tsx'
import { PageIntro } from '../ui/PageIntro.tsx'
import { Section } from './Section.tsx'

/** A statement of the page and the claim in app/content/claims.ts that records its basis. */
interface Statement {
  text: string
  claims: readonly ClaimId[]
}

/**
 * A section of statements, each a registered claim: once a claim's basis is recorded, a numbered
 * marker after the statement links to the note below (as on the home and about pages).
 */
function Statements({
  id,
  title,
  statements,
  children,
}: {
  id: string
  title: string
  statements: Statement[]
  children?: ReactNode
}) {
  const locale = getLocale()
  const notes = claimNotes(
    statements.flatMap((statement) => statement.claims),
    locale,
  )
  return (
    <Section id={id} title={title}>
      <div className="mt-4 max-w-3xl space-y-4 text-lg leading-8 text-ink">
        {statements.map((statement) => (
          <p key={statement.text}>
            {statement.text}
            {statement.claims.map((claim) => (
              <ClaimMark key={claim} section={id} notes={notes} id={claim} />
            ))}
          </p>
        ))}
        {children}
      </div>
      <ClaimNotes section={id} notes={notes} />
    </Section>
  )
}

/** Security and compliance: what the platform does with customers' data, each statement from the claims registry. */
export function SecurityPage() {
  const locale = getLocale()
  const entity = legalDetails(locale)
  return (
    <>
      <PageIntro title={m.pages_security_title()} intro={m.pages_security_intro()} />
      <Statements
        id="hosting"
        title={m.pages_security_hosting_title()}
        statements={[
          { text: m.pages_security_hosting_text({ platformHosting: entity.platformHosting }), claims: ['euHosting'] },
          { text: m.pages_security_hosting_access_text(), claims: ['encryptedAccess'] },
        ]}
      />
      <Statements
        id="dpa"
        title={m.pages_security_dpa_title()}
        statements={[
          {
            text: m.pages_security_dpa_text({ privacyEmail: entity.privacyEmail }),
            claims: ['processingAgreement'],
          },
        ]}
      />
      <Statements
        id="sub-processors"
        title={m.pages_security_subprocessors_title()}
        statements={[{ text: m.pages_security_subprocessors_text(), claims: ['subProcessorNotice'] }]}
      >
        <ul className="list-disc space-y-1 pl-6">
          <li>{m.pages_security_subprocessor_hosting({ platformHosting: entity.platformHosting })}</li>
          <li>{m.pages_security_subprocessor_models({ languageModels: entity.languageModels })}</li>
        </ul>
      </Statements>
      <Statements
        id="models"
        title={m.pages_security_models_title()}
        statements={[
          {
            text: m.pages_security_models_text({ languageModels: entity.languageModels }),
            claims: ['modelInputs', 'modelHosting'],
          },
          { text: m.pages_security_training_text(), claims: ['noTraining'] },
        ]}
      />
      <Statements
        id="ai-act"
        title={m.pages_security_ai_act_title()}
        statements={[
          { text: m.pages_security_ai_act_text(), claims: ['aiMarking'] },
          { text: m.pages_security_ai_act_label_text(), claims: [] },
        ]}
      />
      <Statements
        id="review"
        title={m.pages_security_review_title()}
        statements={[
          { text: m.pages_security_review_text(), claims: ['regulatoryChecks'] },
          { text: m.pages_security_review_people_text(), claims: [] },
        ]}
      />
      <Section
        id="certifications"
        title={m.pages_security_certifications_title()}
        intro={m.pages_security_certifications_text()}
      >
        {certifications.length > 0 ? (
          <Certifications items={certifications} locale={locale} />
        ) : (
          <p className="mt-4 max-w-3xl text-lg leading-8 text-ink">{m.pages_security_certifications_none()}</p>
        )}
      </Section>
      <Section id="contact" title={m.pages_security_contact_title()}>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-ink">
          {m.pages_security_contact_text({
            privacyEmail: entity.privacyEmail,
            company: entity.company,
            street: entity.street,
            city: entity.city,
            country: entity.country,
          })}
        </p>
      </Section>
    </>
  )
}
