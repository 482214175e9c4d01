import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { m } from '../paraglide/messages.js'
import { HeaderActions } from './HeaderActions.tsx'
import { navGroups, primaryLinks, useIsActive } from './navigation.ts'

const linkStyle =
  'flex min-h-11 items-center rounded-md px-3 text-base font-medium text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700'

function closeMenu(menu: HTMLDetailsElement | null, restoreFocus: boolean) {
  if (menu) menu.open = false
  if (restoreFocus) menu?.querySelector('summary')?.focus()
}

/**
 * The small-screen menu: a disclosure built on <details>, so it opens before hydration too.
 * Once interactive it closes on Escape (focus back on the toggle) and when a link is chosen.
 */
export function MobileMenu() {
  const isActive = useIsActive()
  const details = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)
  const pathname = useLocation({ select: (location) => location.pathname })

  const close = (restoreFocus: boolean) => closeMenu(details.current, restoreFocus)

  // Close after a navigation (not on mount: the visitor may have opened it before hydration).
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current !== pathname) close(false)
    shownPath.current = pathname
  }, [pathname])
  useEffect(() => {
    if (open) details.current?.querySelector<HTMLElement>('[data-menu-panel] a')?.focus()
  }, [open])

  // Escape with the focus in the open menu (also one opened before hydration) closes it.
  useEffect(() => {
    const escape = (event: KeyboardEvent) => {
      const menu = details.current
      if (event.key !== 'Escape' || !menu?.open || !(event.target instanceof Node) || !menu.contains(event.target))
        return
      event.preventDefault()
      closeMenu(menu, true)
    }
    document.addEventListener('keydown', escape)
    return () => document.removeEventListener('keydown', escape)
  }, [])

  return (
    <details ref={details} className="group lg:hidden" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        aria-label={open ? m.common_menu_close() : m.common_menu_open()}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
          <path
            className="group-open:hidden"
            d="M4 6h16M4 12h16M4 18h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <path
            className="hidden group-open:block"
            d="M6 6l12 12M18 6 6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </summary>
      <div
        data-menu-panel
        className="fixed inset-x-0 top-(--header-height) bottom-0 overflow-y-auto border-t border-slate-200 bg-white px-4 pt-4 pb-8"
      >
        <nav aria-label={m.common_nav_label()}>
          <ul className="grid gap-1">
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkStyle} onClick={() => close(false)}>
                  {link.label()}
                </Link>
              </li>
            ))}
          </ul>
          {navGroups.map((group) => (
            <div key={group.id} role="group" aria-labelledby={`mobile-${group.id}`} className="mt-6">
              <h2 id={`mobile-${group.id}`} className="px-3 text-xs font-semibold tracking-wide text-muted uppercase">
                {group.label()}
              </h2>
              <ul className="mt-2 grid gap-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className={linkStyle}
                      aria-current={isActive(link.to) ? 'page' : undefined}
                      onClick={() => close(false)}
                    >
                      {link.label()}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <HeaderActions className="mt-8 grid justify-items-stretch gap-3 [&>a:last-child]:justify-self-start" />
      </div>
    </details>
  )
}
