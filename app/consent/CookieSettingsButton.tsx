import { m } from '../paraglide/messages.js'
import { consentStore } from './page-consent.ts'

/** Forgets the stored choice so the banner asks again (footer and cookie policy). */
export function CookieSettingsButton({ className }: { className: string }) {
  return (
    <button type="button" className={className} onClick={() => consentStore().reset()}>
      {m.common_cookie_reopen()}
    </button>
  )
}
