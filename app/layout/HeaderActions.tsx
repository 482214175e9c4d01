import { m } from '../paraglide/messages.js'
import { buttonStyles } from '../ui/button-styles.ts'
import { CtaButton } from '../ui/CtaButton.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { useSite } from './use-site.ts'

/** Login, Book demo and the language switcher: a row on wide screens, a stack in the mobile menu. */
export function HeaderActions({ className }: { className: string }) {
  const site = useSite()
  return (
    <div className={className}>
      <a href={site.loginUrl} className={buttonStyles.secondary}>
        {m.common_login()}
      </a>
      <CtaButton label={m.common_book_demo()} />
      <LanguageSwitcher />
    </div>
  )
}
