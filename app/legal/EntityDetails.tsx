import { isPlaceholder, legalEntity, legalText } from '../content/legal-entity.ts'
import { getLocale } from '../paraglide/runtime.js'
import { m } from '../paraglide/messages.js'
import { textLinkStyle } from './LegalText.tsx'
import { rich } from '../ui/rich-text.tsx'

const text = (field: keyof typeof legalEntity) => legalText(legalEntity[field], getLocale())

/** An email address from the legal details: a mailto link once it is a real address, else the placeholder. */
export function EntityEmail({ field }: { field: 'email' | 'privacyEmail' }) {
  const value = legalEntity[field]
  if (isPlaceholder(value)) return <>{text(field)}</>
  return (
    <a href={`mailto:${text(field)}`} className={textLinkStyle}>
      {text(field)}
    </a>
  )
}

/** A phone number: a tel link once it is real. */
function EntityPhone() {
  if (isPlaceholder(legalEntity.phone)) return <>{text('phone')}</>
  return (
    <a href={`tel:${text('phone').replace(/[^\d+]/g, '')}`} className={textLinkStyle}>
      {text('phone')}
    </a>
  )
}

/** Company name and postal address, one line each. */
export function EntityAddress() {
  return (
    <address className="mt-4 leading-7 text-ink not-italic">
      <strong className="font-semibold">{text('company')}</strong>
      <br />
      {text('street')}
      <br />
      {text('city')}
      <br />
      {text('country')}
    </address>
  )
}

/** Phone and email lines. */
export function EntityContact() {
  return (
    <p className="mt-4 leading-7 text-ink">
      {rich((t) => m.pages_legal_phone({ phone: t.phone }), { phone: <EntityPhone /> })}
      <br />
      {rich((t) => m.pages_legal_email({ email: t.email }), { email: <EntityEmail field="email" /> })}
    </p>
  )
}
