// When the banner asks again, in one sentence the privacy policy, the cookie policy and the storage
// table share (pages_legal_consent_reask): a change of the consent rules changes it here only.
import { CONSENT_MAX_AGE_MONTHS } from '../consent/consent-store.ts'
import { m } from '../paraglide/messages.js'

export const consentReask = () => m.pages_legal_consent_reask({ months: String(CONSENT_MAX_AGE_MONTHS) })
