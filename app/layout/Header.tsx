import { m } from '../paraglide/messages.js'
import { DemoLink } from '../scheduling/DemoLink.tsx'
import { DesktopNav } from './DesktopNav.tsx'
import { HeaderActions } from './HeaderActions.tsx'
import { Logo } from './Logo.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { pageGrid } from '../ui/page-grid.ts'

export function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-(--header-height) border-b border-slate-200 bg-white">
      <div className={`${pageGrid} flex h-full items-center justify-between gap-4`}>
        <Logo />
        <DesktopNav />
        <HeaderActions className="hidden items-center gap-2 lg:flex" />
        {/* On a phone the demo call stays in view next to the menu toggle, not only inside the menu. */}
        <div className="flex items-center gap-1 lg:hidden">
          {/* "Demo" alone on a phone, so the wordmark keeps one line beside it. */}
          <span className="sm:hidden">
            <DemoLink label={m.common_book_demo_short()} />
          </span>
          <span className="hidden sm:block">
            <DemoLink label={m.common_book_demo()} />
          </span>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
