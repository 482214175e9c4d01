import { m } from '../paraglide/messages.js'
import { buttonStyles } from '../ui/button-styles.ts'
import { ExternalLink } from '../ui/ExternalLink.tsx'
import { DesktopNav } from './DesktopNav.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { Logo } from './Logo.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { useSite } from './use-site.ts'

export function Header() {
  const site = useSite()
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-(--header-height) border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <DesktopNav />
        <div className="hidden items-center gap-2 lg:flex">
          <a href={site.loginUrl} className={buttonStyles.secondary}>
            {m.common_login()}
          </a>
          <ExternalLink href={site.schedulerUrl} className={buttonStyles.primary}>
            {m.common_book_demo()}
          </ExternalLink>
          <LanguageSwitcher />
        </div>
        <MobileMenu />
      </div>
    </header>
  )
}
