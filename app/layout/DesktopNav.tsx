import { Link, useLocation } from '@tanstack/react-router'
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react'
import { m } from '../paraglide/messages.js'
import { navGroups, primaryLinks, useIsActive } from './navigation.ts'
import { useHoverMenu } from './use-hover-menu.ts'

// A disclosure navigation (WAI-ARIA APG "Disclosure Navigation Menu"): buttons with aria-expanded
// show panels of links. Our own code rather than Ark UI's navigation menu: this is all the header
// needs, and it keeps zag's machine, DOM and dismiss helpers out of every page's first load
// (docs/decisions/0060-first-load-levers.md). Keys: Enter/Space toggle, ArrowDown opens and enters a panel, arrows move within it,
// ArrowLeft/Right/Home/End move along the bar, Escape closes and returns to the button.

const itemStyle =
  'inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[current]:text-brand-700 data-[current]:underline data-[current]:decoration-2 data-[current]:underline-offset-8'

const panelId = (id: string) => `nav-panel-${id}`

/** Moves focus among `items` by a key; true when the key was one of ours. */
function moveFocus(items: HTMLElement[], key: string, vertical: boolean): boolean {
  const [next, previous] = vertical ? ['ArrowDown', 'ArrowUp'] : ['ArrowRight', 'ArrowLeft']
  const active = document.activeElement
  const at = active instanceof HTMLElement ? items.indexOf(active) : -1
  const target =
    key === next
      ? items[(at + 1) % items.length]
      : key === previous
        ? items[(at - 1 + items.length) % items.length]
        : key === 'Home'
          ? items[0]
          : key === 'End'
            ? items.at(-1)
            : undefined
  target?.focus()
  return target !== undefined
}

export function DesktopNav() {
  const isActive = useIsActive()
  const menu = useHoverMenu()
  const nav = useRef<HTMLElement>(null)
  const focusFirstLink = useRef(false)
  const { pathname } = useLocation()

  const { close, openId } = menu
  // A chosen link closes its panel; so do a press elsewhere and Escape wherever the focus is
  // (from inside the navigation, the focus goes back to the panel's button).
  useEffect(() => close(), [pathname, close])
  useEffect(() => {
    if (openId === null) return
    const outside = (event: Event) => {
      if (!(event.target instanceof Node) || !nav.current?.contains(event.target)) close()
    }
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focusWasInside = nav.current?.contains(document.activeElement)
      close()
      if (focusWasInside) nav.current?.querySelector<HTMLElement>(`[aria-controls="${panelId(openId)}"]`)?.focus()
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [openId, close])
  useEffect(() => {
    if (menu.openId === null || !focusFirstLink.current) return
    focusFirstLink.current = false
    nav.current?.querySelector<HTMLElement>(`#${panelId(menu.openId)} a`)?.focus()
  }, [menu.openId])

  const barItems = () => [...(nav.current?.querySelectorAll<HTMLElement>('[data-nav-bar-item]') ?? [])]

  // On each link and button of the bar and the panels (the elements that take the focus).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.currentTarget
    const panel = target.closest<HTMLElement>('[data-nav-panel]')
    if (panel) {
      if (!moveFocus([...panel.querySelectorAll<HTMLElement>('a')], event.key, true)) return
    } else if (event.key === 'ArrowDown' && target.dataset.navGroup) {
      if (menu.openId === target.dataset.navGroup)
        nav.current?.querySelector<HTMLElement>(`#${panelId(menu.openId)} a`)?.focus()
      else {
        focusFirstLink.current = true
        menu.open(target.dataset.navGroup)
      }
    } else if (!moveFocus(barItems(), event.key, false)) return
    event.preventDefault()
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node) || !nav.current?.contains(event.relatedTarget)) menu.close()
  }
  const mouseOnly = (action: () => void) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') action()
  }

  return (
    <nav ref={nav} aria-label={m.common_nav_label()} className="hidden lg:block" onBlur={onBlur}>
      <ul className="flex items-center gap-1">
        {primaryLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={itemStyle}
              data-nav-bar-item=""
              onKeyDown={onKeyDown}
              aria-current={isActive(link.to) ? 'page' : undefined}
              data-current={isActive(link.to) ? '' : undefined}
            >
              {link.label()}
            </Link>
          </li>
        ))}
        {navGroups.map((group) => {
          const open = menu.openId === group.id
          return (
            <li
              key={group.id}
              className="relative"
              data-nav-group-item=""
              onPointerEnter={mouseOnly(() => menu.pointerEnter(group.id))}
              onPointerLeave={mouseOnly(menu.pointerLeave)}
            >
              <button
                type="button"
                className={`group ${itemStyle}`}
                data-nav-bar-item=""
                data-nav-group={group.id}
                aria-expanded={open}
                aria-controls={panelId(group.id)}
                data-current={group.links.some((link) => isActive(link.to)) ? '' : undefined}
                onClick={() => menu.toggle(group.id)}
                onKeyDown={onKeyDown}
              >
                {group.label()}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-4 transition-transform group-aria-expanded:rotate-180"
                >
                  <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
              <div
                id={panelId(group.id)}
                data-nav-panel=""
                hidden={!open}
                className="absolute top-full left-0 z-50 mt-2 w-[400px] rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
              >
                <ul className="grid gap-1">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        aria-current={isActive(link.to) ? 'page' : undefined}
                        onKeyDown={onKeyDown}
                        className="block min-h-11 rounded-md px-3 py-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-50"
                      >
                        <span className="block text-sm font-semibold text-ink">{link.label()}</span>
                        {link.description && (
                          <span className="mt-1 block text-sm text-muted">{link.description()}</span>
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
