import { m } from '../paraglide/messages.js'
import { buttonStyles } from '../ui/button-styles.ts'
import { DemoLink } from '../scheduling/DemoLink.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { useSite } from '../config/use-site.ts'

/** Login, Book demo and the language switcher: a row on wide screens, a stack in the mobile menu. */
export function HeaderActions({ className }: { className: string }) {
  const site = useSite()
  return (
    <div className={className}>
      <a href={site.loginUrl} className={buttonStyles.secondary}>
        {m.common_login()}
      </a>
      <DemoLink label={m.common_book_demo()} />
      <LanguageSwitcher />
    </div>
  )
}
